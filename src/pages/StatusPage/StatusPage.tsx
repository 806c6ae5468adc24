import type { ErrorCode } from '../../content/errors';
import { ErrorPage } from '../../sections/ErrorPage';

/** /401, /403, /404, /500, /503 and every unknown path (404). */
export function StatusPage({ code }: { code: ErrorCode }) {
  return <ErrorPage code={code} />;
}
