import { unsubscribeCopy } from '../../content/home';
import { AuthLayout } from '../../sections/AuthLayout';
import { UnsubscribeForm } from '../../sections/UnsubscribeForm';

/** `/newsletter/desinscription`: where the newsletter's unsubscribe link leads. */
export function UnsubscribePage() {
  return (
    <AuthLayout title={unsubscribeCopy.title} description={unsubscribeCopy.intro}>
      <UnsubscribeForm />
    </AuthLayout>
  );
}
