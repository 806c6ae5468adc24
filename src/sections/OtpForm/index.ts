export { OtpForm, type OtpFormProps } from './OtpForm';
