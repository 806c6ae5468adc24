export {
  OtpInput,
  defaultOtpMessages,
  type OtpInputProps,
  type OtpInputMessages,
} from './OtpInput';
export { otpModes, type OtpMode } from './otp';
