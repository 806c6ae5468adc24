import { createContext } from 'react';

/**
 * True under a root that hydrates a prerendered page (src/main.tsx). The server's render and a
 * render to a string in the browser (the stories' server HTML) look alike to a component, and
 * both must write the markup a hydration keeps; only a hydration keeps what is already there.
 * Here in the helpers, below both its readers: the app's StaticPart and the kit's CodeBlock
 * (which the published kit exports it for).
 */
export const HydratesServerHtml = createContext(false);
