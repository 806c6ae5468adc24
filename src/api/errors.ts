import type * as z from 'zod/mini';
import { ApiErrorBodySchema } from './schemas/envelope';

/** The server answered with a status that is not a success, or with no content where some was expected. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    /** HTTP status; 204 when a body was expected and none came. */
    readonly status: number,
    /** The parsed JSON body, its text when it is not JSON, or null when empty. */
    readonly body: unknown,
    /** `METHOD /path` of the call, for logs. */
    readonly call: string,
    /** The API's id of the request (`X-Request-Id`, else the body's `requestId`): quote it to support. */
    readonly requestId?: string,
  ) {
    super(`${call} answered ${status}${requestId ? ` (request ${requestId})` : ''}`);
  }
}

/** The answer came but does not have the shape the schema expects: a contract problem, never a crash. */
export class SchemaMismatchError extends Error {
  override readonly name = 'SchemaMismatchError';
  constructor(
    readonly call: string,
    /** One line per problem: where in the body, and what was expected. */
    readonly problems: readonly string[],
    readonly body: unknown,
  ) {
    super(`${call}: the response does not match its schema (${problems.join('; ')})`);
  }
}

/** The request never got an answer (offline, DNS, connection reset, CORS). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly call: string,
    cause: unknown,
  ) {
    super(`${call} got no answer`, { cause });
  }
}

/** The HTTP status an error carries, if any (HttpError or any object with a numeric `status`). */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.status;
  if (error && typeof error === 'object' && 'status' in error) {
    const status = Number(error.status);
    return Number.isInteger(status) ? status : undefined;
  }
  return undefined;
}

/** An error answer as a caller may hold it without an HttpError: its status and parsed body. */
export interface ErrorAnswer {
  status: number;
  body: unknown;
}

const isErrorAnswer = (error: unknown): error is ErrorAnswer =>
  typeof error === 'object' &&
  error !== null &&
  'body' in error &&
  errorStatus(error) !== undefined;

/** An error answer's body as the API documents it, or undefined when it has another shape. */
function errorBody(error: unknown) {
  if (!isErrorAnswer(error)) return undefined;
  const parsed = ApiErrorBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}

/** `data.title` of an error answer's body: the API's own words for what went wrong. */
export function errorBodyTitle(error: unknown): string | undefined {
  return errorBody(error)?.data?.title?.trim() || undefined;
}

/** `data.field` of an error answer's body: the field the API refused. */
export function errorBodyField(error: unknown): string | undefined {
  return errorBody(error)?.data?.field ?? undefined;
}

/** `data.transactionId` of an error answer's body: the refused payment (a declined card). */
export function errorBodyTransactionId(error: unknown): string | undefined {
  return errorBody(error)?.data?.transactionId ?? undefined;
}

/** `code` of an error answer's body: the catalogue's name for what went wrong. */
export function errorBodyCode(error: unknown): string | undefined {
  return errorBody(error)?.code ?? undefined;
}

const pathOf = (path: readonly PropertyKey[]) =>
  path.length === 0
    ? '(body)'
    : path
        .map((part, i) =>
          typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`,
        )
        .join('');

const shown = (input: unknown) =>
  input === undefined ? 'nothing' : (JSON.stringify(input)?.slice(0, 40) ?? String(input));

/** Readable lines for zod issues; zod/mini ships no message locale, so they are built here. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const where = pathOf(issue.path);
    switch (issue.code) {
      case 'invalid_type':
        return `${where}: expected ${issue.expected}, got ${shown(issue.input)}`;
      case 'invalid_value':
        return `${where}: expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${shown(issue.input)}`;
      default:
        return `${where}: ${issue.code}`;
    }
  });
}
