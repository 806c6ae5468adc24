import { memoryLocation } from 'wouter/memory-location';

export interface StoryLoaded {
  /** The story's own router location; play functions read `history` to assert navigation. */
  location: ReturnType<typeof memoryLocation>;
}

/** A fresh router location for every story, so no story sees another's history. */
export function freshStoryState({
  parameters,
}: {
  parameters: Record<string, unknown>;
}): StoryLoaded {
  const path = typeof parameters.route === 'string' ? parameters.route : '/';
  return { location: memoryLocation({ path, record: true }) };
}
