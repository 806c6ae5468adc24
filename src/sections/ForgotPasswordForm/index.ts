export { ForgotPasswordForm } from './ForgotPasswordForm';
