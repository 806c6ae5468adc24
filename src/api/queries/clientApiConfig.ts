import type { QueryClient } from '@tanstack/react-query';
import type { ApiConfig } from '../client';

// Each QueryClient carries its own API configuration: the queries and mutations read it from the
// client running them, so two clients (two merchants, two consoles) never share credentials.
const configs = new WeakMap<QueryClient, ApiConfig>();

/** Gives a QueryClient the host and credentials its queries and mutations send. */
export function withApiConfig<C extends QueryClient>(client: C, config: ApiConfig): C {
  configs.set(client, config);
  return client;
}

/** The configuration of the client running a query or mutation; none (the build's host) if unset. */
export const apiConfigOf = (client: QueryClient): ApiConfig => configs.get(client) ?? {};
