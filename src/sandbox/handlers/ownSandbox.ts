import { MAX_SANDBOX_NAME_LENGTH } from '../../api/schemas/developerSandbox';
import { hasControlInLine } from '../../lib/controlCharacters';
import type { SandboxState } from '../state';
import { asBody, invalid, Refusal, shown } from '../validation';
import { ok, type Route } from './route';

/**
 * The name a developer gives a new sandbox (optional): text of at most MAX_SANDBOX_NAME_LENGTH
 * characters, without control characters, trimmed. An absent body names nothing.
 */
export function readSandboxName(body: unknown): string {
  if (body === undefined) return '';
  const value = asBody(body).name;
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    throw invalid(
      `Le champ name doit être une chaîne de caractères ; reçu : ${shown(value)}.`,
      'name',
    );
  }
  const name = value.trim();
  if (name.length > MAX_SANDBOX_NAME_LENGTH) {
    throw invalid(
      `Le champ name compte au plus ${MAX_SANDBOX_NAME_LENGTH} caractères ; reçu : ${name.length}.`,
      'name',
    );
  }
  if (hasControlInLine(name)) {
    throw invalid(
      'Le champ name ne peut contenir de caractère de contrôle (retour à la ligne, tabulation…).',
      'name',
    );
  }
  return name;
}

/**
 * A developer's sandbox emptied again (`resettable`), and its creation where no server keeps
 * sandboxes: the Node server's service answers the creation itself (developerSandboxes.ts).
 */
export function ownSandboxRoutes(state: SandboxState, { resettable }: { resettable: boolean }) {
  return {
    create: {
      endpoint: 'createDeveloperSandbox',
      resolve: ({ body }) => {
        readSandboxName(body);
        throw new Refusal(
          503,
          'SANDBOXES_UNAVAILABLE',
          'Ce bac à sable ne crée pas de bac à sable personnel : seul le serveur de `npm start` les garde, dans PostgreSQL.',
        );
      },
    },
    reset: {
      endpoint: 'resetSandbox',
      resolve: () => {
        if (!resettable) {
          throw new Refusal(
            403,
            'FORBIDDEN',
            'Le bac à sable public est partagé et se remet à zéro tout seul : créez le vôtre (POST /api/v1/sandboxes) pour pouvoir le vider.',
          );
        }
        state.reset();
        return ok('Sandbox reset', {
          resetAt: new Date(state.now()).toISOString(),
          availableBalance: state.balance,
        });
      },
    },
  } satisfies Record<string, Route>;
}
