import type { ReactNode } from 'react';
import { useCopy } from '../../language/words';
import { Button } from '../../../kit';
import { checkoutActions, checkoutFields } from '../../state/formFields';

export interface StepActionsProps {
  /** "Continuer", or "Payer 45 000 F CFA" on the step that pays. */
  submitLabel: ReactNode;
  /** Back to the previous step ("Changer de numéro"). */
  backLabel: ReactNode;
  onBack: () => void;
  /** The payment is being sent: neither button acts meanwhile; the pressed one keeps the focus and says so. */
  busy: boolean;
}

/** The buttons of a step that may send the payment: go on (or pay), or go back. */
export function StepActions({ submitLabel, backLabel, onBack, busy }: StepActionsProps) {
  const copy = useCopy();
  return (
    <>
      <Button type="submit" size="lg" fullWidth busy={busy} busyLabel={copy.announce.sending}>
        {busy ? copy.paying : submitLabel}
      </Button>
      {/* Without JavaScript it posts the step back; with it, the checkout goes back itself. */}
      <Button
        type="submit"
        name={checkoutFields.action}
        value={checkoutActions.back}
        formNoValidate
        variant="ghost"
        fullWidth
        onClick={(event) => {
          event.preventDefault();
          onBack();
        }}
        disabled={busy}
      >
        {backLabel}
      </Button>
    </>
  );
}
