import { privacyPolicy } from '../../content/privacy';
import { PolicyDocument } from '../../sections/PolicyDocument';

/** `/privacy`: the privacy policy, with everything the site stores in the browser. */
export function PrivacyPage() {
  return <PolicyDocument content={privacyPolicy} />;
}
