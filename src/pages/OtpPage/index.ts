export { OtpPage } from './OtpPage';
