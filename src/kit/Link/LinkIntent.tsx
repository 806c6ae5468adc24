import { createContext, useContext } from 'react';

/**
 * Lets the app warm a route's code when a visitor shows intent (hover or
 * focus) without the kit knowing which routes exist.
 */
export const LinkIntentContext = createContext<((href: string) => void) | null>(null);

export const useLinkIntent = () => useContext(LinkIntentContext);
