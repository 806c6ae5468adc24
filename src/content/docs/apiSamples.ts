// The API page's code, the same in every language but for its comments: the environment the
// examples read, and the headers every call carries.
import type { DocsLocale } from '../../paths/paths';

const hostComment: Record<DocsLocale, string> = {
  fr: '# L’hôte de l’API ; pour le bac à sable, l’adresse de cette documentation',
  en: '# The API host; for the sandbox, the address of this documentation',
};

export const environmentOf = (locale: DocsLocale) =>
  [
    hostComment[locale],
    'export YONNEE_HOST="https://{host}"',
    'export YONNEE_API_KEY="votre clé d’API"',
    'export YONNEE_API_TOKEN="votre jeton d’API"',
    'export YONNEE_JWT="votre JWT"',
  ].join('\n');

export const authHeaders = [
  'x-api-key: {key}',
  'X-API-TOKEN: {token}',
  'Authorization: Bearer {jwt}',
  'Content-Type: application/json',
].join('\n');
