// The request id every answer carries (header and error body), for a developer to quote to
// support and to find the request in logs. A caller's own id is kept when it is well formed
// (bounded, letters, digits and . _ : -), so a trace id can follow the request; else one is made.
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '../api/apiHeaders';
import { newIdempotencyKey } from '../api/idempotency';

const randomRequestId = () => `req_${newIdempotencyKey().replaceAll('-', '')}`;

/** The request's own id if well formed, else a new one (random: `req_` and 32 hex digits). */
export function requestIdOf(request: Request, newRequestId: () => string = randomRequestId) {
  const sent = request.headers.get(REQUEST_ID_HEADER);
  if (sent !== null && REQUEST_ID_PATTERN.test(sent)) return sent;
  return newRequestId();
}

/**
 * The answer with its request id (and any other headers) added; an error's JSON body gets the
 * id as `requestId` too, so a pasted body is enough to find the request.
 */
export async function stamped(
  response: Response,
  requestId: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  if (response.type === 'error') return response;
  const answered = new Headers(response.headers);
  answered.set(REQUEST_ID_HEADER, requestId);
  for (const [name, value] of Object.entries(headers)) answered.set(name, value);
  let body: BodyInit | null = response.body;
  if (body && response.status >= 400 && answered.get('content-type')?.includes('json')) {
    const text = await response.text();
    try {
      const parsed: unknown = JSON.parse(text);
      body =
        parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
          ? JSON.stringify({ ...parsed, requestId })
          : text;
    } catch {
      body = text;
    }
    answered.delete('content-length');
  }
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: answered,
  });
}
