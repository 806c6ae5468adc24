import { QueryClient } from '@tanstack/react-query';
import { memoryLocation } from 'wouter/memory-location';

export interface StoryLoaded {
  /** The story's own router location; play functions read `history` to assert navigation. */
  location: ReturnType<typeof memoryLocation>;
  /** A QueryClient created for this story alone. */
  queryClient: QueryClient;
}

/** Fresh router and query state for every story, so no story sees another's. */
export function freshStoryState({
  parameters,
}: {
  parameters: Record<string, unknown>;
}): StoryLoaded {
  const path = typeof parameters.route === 'string' ? parameters.route : '/';
  return {
    location: memoryLocation({ path, record: true }),
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
    }),
  };
}
