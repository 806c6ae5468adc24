import { useCopy } from '../../language/words';
import { Button, glyphs } from '../../../kit';
import { CheckoutFrame } from '../CheckoutFrame';
import { CheckoutPanel } from '../CheckoutPanel';

export interface CheckoutCrashProps {
  /** Starts the page again; the payment resumes from session storage. */
  onReload?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * What a payer sees if the payment page itself breaks: the checkout's own frame and a way
 * forward, never the site's error pages, which lead away from the payment.
 */
export function CheckoutCrash({ onReload = reloadPage }: CheckoutCrashProps) {
  const copy = useCopy();
  const text = copy.unavailable.crashed;
  return (
    <CheckoutFrame>
      <CheckoutPanel
        title={text.title}
        headingLevel={1}
        tone="danger"
        icon={glyphs.alert}
        actions={
          <Button size="lg" fullWidth onClick={onReload}>
            {text.reload}
          </Button>
        }
      >
        <p>{text.text}</p>
      </CheckoutPanel>
    </CheckoutFrame>
  );
}
