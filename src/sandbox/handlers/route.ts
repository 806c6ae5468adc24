import type { EndpointId } from '../../api/endpoints';
import type { SandboxEndpointId } from '../../api/sandboxEndpoints';
import type { SandboxState } from '../state';

export interface RouteInput {
  /** The JSON body, for POST requests. */
  body: unknown;
  /** The path's `:name` values. */
  params: Record<string, string>;
  url: URL;
}

/** What a route answers; the sandbox turns it into an HTTP response (and stores it for replays). */
export interface Answer {
  status?: number;
  body: unknown;
}

export interface Route {
  endpoint: EndpointId | SandboxEndpointId;
  /**
   * Synchronous when it changes the sandbox's state, so that two requests never interleave
   * halfway through a change; only a route that reads what the server keeps (the event log)
   * answers later.
   */
  resolve: (input: RouteInput) => Answer | Promise<Answer>;
}

export type RouteFactory = (state: SandboxState) => Record<string, Route>;

/** The success envelope of spec 3.3. */
export const ok = (message: string, data: unknown): Answer => ({
  body: { code: 'OK', message, data },
});
