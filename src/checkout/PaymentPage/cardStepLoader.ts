import type { CardStep } from '../screens/CardStep';
import type { PreloadedLink } from '../state/preloadedLink';

// The card form is a chunk of its own, fetched when the payer chooses the card: most pay by
// wallet, and the page stays within its budget.

let loaded: typeof CardStep | undefined;
let loading: Promise<typeof CardStep> | undefined;

/** The card step once its chunk is here, else undefined. */
export const loadedCardStep = () => loaded;

/** Fetches the card step's chunk, once; the server may await it before rendering the step. */
export function loadCardStep(): Promise<typeof CardStep> {
  loading ??= import('../screens/CardStep').then((module) => (loaded = module.CardStep));
  return loading;
}

/**
 * Ready when the page may open on the card step (the server kept a payer there, without
 * JavaScript): the server renders the form itself, not its placeholder, and the browser
 * hydrates that form with the chunk already at hand.
 */
export async function cardStepReady(preloaded: PreloadedLink | undefined) {
  const screen = preloaded?.resumed?.screen;
  if (screen?.name === 'form' && screen.step === 'card') await loadCardStep();
}
