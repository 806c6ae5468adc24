import { lazyChunk, type LazyChunk } from '../../lib/lazyChunk';
import type { CardStep } from '../screens/CardStep';
import type { OtpStep } from '../screens/OtpStep';
import type { PreloadedLink } from '../state/preloadedLink';

// Steps most payers never see are chunks of their own, fetched when the payer heads for them:
// the card form when the card is chosen, the one-time code's step once the number is asked
// (most wallets confirm on the phone). The payment page stays within its budget.

export const cardStep: LazyChunk<typeof CardStep> = lazyChunk(() =>
  import('../screens/CardStep').then((module) => module.CardStep),
);

export const otpStep: LazyChunk<typeof OtpStep> = lazyChunk(() =>
  import('../screens/OtpStep').then((module) => module.OtpStep),
);

/**
 * Ready when the page may open on a step of its own chunk (the server kept a payer there,
 * without JavaScript): the server renders the step itself, not its placeholder, and the browser
 * hydrates it with the chunk already at hand.
 */
export async function lazyStepReady(preloaded: PreloadedLink | undefined) {
  const screen = preloaded?.resumed?.screen;
  if (screen?.name !== 'form') return;
  if (screen.step === 'card') await cardStep.load();
  if (screen.step === 'otp') await otpStep.load();
}
