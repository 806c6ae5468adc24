import type { Decorator } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';

/**
 * The story as the server sends it: its HTML, never hydrated. What a visitor sees, and can
 * press, while the page's scripts are still on their way (a slow phone, a slow network).
 */
export const asServerHtml: Decorator = (Story) => (
  // The server's own markup, as prerendering writes it into the page.
  <div dangerouslySetInnerHTML={{ __html: renderToString(<Story />) }} />
);
