import { paths } from '../../paths/paths';
import { merchantPortalNote, signInCopy } from '../../content/auth';
import { site } from '../../content/site';
import { Link, Text } from '../../kit';
import { AuthLayout } from '../../sections/AuthLayout';
import { SignInForm } from '../../sections/SignInForm';

/** `/sign-in` (spec 2.6): the English sign-in card, with where merchants really sign in underneath. */
export function SignInPage() {
  return (
    <AuthLayout
      lang="en"
      title={signInCopy.title}
      description={signInCopy.intro}
      footer={
        <>
          {signInCopy.legalBefore} <Link href={paths.terms}>{signInCopy.terms}</Link>{' '}
          {signInCopy.legalBetween} <Link href={paths.privacy}>{signInCopy.privacy}</Link>.
        </>
      }
      after={
        <Text size="sm" tone="muted" align="center">
          {merchantPortalNote.text}{' '}
          <Link href={site.merchantLoginUrl}>{merchantPortalNote.link}</Link>
        </Text>
      }
    >
      <SignInForm />
    </AuthLayout>
  );
}
