import { lazyChunk, type LazyChunk } from '../../lib/lazyChunk';
import type { CardStep } from '../screens/CardStep';
import type { OtpStep } from '../screens/OtpStep';
import type { PreloadedLink } from '../state/preloadedLink';
import { isOutcome } from '../state/state';
import type { OutcomeScreen } from './OutcomeScreen';

// Screens the first one does without are chunks of their own, fetched when the payer heads for
// them: the card form when the card is chosen, the one-time code's step once the number is asked
// (most wallets confirm on the phone), and the payment's outcomes (pending, receipt, refusal,
// no answer in time) from the step that pays. The payment page stays within its budget.

export const cardStep: LazyChunk<typeof CardStep> = lazyChunk(() =>
  import('../screens/CardStep').then((module) => module.CardStep),
);

export const otpStep: LazyChunk<typeof OtpStep> = lazyChunk(() =>
  import('../screens/OtpStep').then((module) => module.OtpStep),
);

export const outcomeScreen: LazyChunk<typeof OutcomeScreen> = lazyChunk(() =>
  import('./OutcomeScreen').then((module) => module.OutcomeScreen),
);

/**
 * Ready when the page may open on a screen of its own chunk (the server kept a payer there,
 * without JavaScript): the server renders the screen itself, not its placeholder, and the browser
 * hydrates it with the chunk already at hand.
 */
export async function lazyStepReady(preloaded: PreloadedLink | undefined) {
  const screen = preloaded?.resumed?.screen;
  if (!screen) return;
  if (isOutcome(screen)) await outcomeScreen.load();
  if (screen.name !== 'form') return;
  if (screen.step === 'card') await cardStep.load();
  if (screen.step === 'otp') await otpStep.load();
}
