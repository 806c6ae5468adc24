import { unsubscribeCopy } from '../../content/unsubscribe';
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
