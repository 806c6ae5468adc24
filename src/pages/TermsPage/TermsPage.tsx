import { termsOfService } from '../../content/terms';
import { PolicyDocument } from '../../sections/PolicyDocument';

/** `/terms`: the terms of use of the site and its sign-in pages. */
export function TermsPage() {
  return <PolicyDocument content={termsOfService} />;
}
