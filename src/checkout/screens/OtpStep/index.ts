export { OtpStep, type OtpStepProps } from './OtpStep';
