import { forgotPasswordCopy } from '../../content/auth';
import { AuthLayout } from '../../sections/AuthLayout';
import { ForgotPasswordForm } from '../../sections/ForgotPasswordForm';

/** `/forgot-password`: asks for the e-mail and confirms, in English like the other auth pages. */
export function ForgotPasswordPage() {
  return (
    <AuthLayout lang="en" title={forgotPasswordCopy.title} description={forgotPasswordCopy.intro}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
