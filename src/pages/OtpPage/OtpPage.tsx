import { otpCopy } from '../../content/auth';
import { AuthLayout } from '../../sections/AuthLayout';
import { OtpForm } from '../../sections/OtpForm';

/** `/otp` (spec 2.6): the seven-character code sent by e-mail. */
export function OtpPage() {
  return (
    <AuthLayout lang="en" title={otpCopy.title} description={otpCopy.intro}>
      <OtpForm />
    </AuthLayout>
  );
}
