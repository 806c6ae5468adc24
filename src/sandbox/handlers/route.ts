import type { EndpointId } from '../../api/endpoints';
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
  endpoint: EndpointId;
  /** Synchronous, so that two requests never interleave halfway through a change of state. */
  resolve: (input: RouteInput) => Answer;
}

export type RouteFactory = (state: SandboxState) => Record<string, Route>;

/** The success envelope of spec 3.3. */
export const ok = (message: string, data: unknown): Answer => ({
  body: { code: 'OK', message, data },
});
