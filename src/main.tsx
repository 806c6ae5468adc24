import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../tokens/global.css';
import { App } from './app/App';
import { preloadPath } from './app/preloadPath';
import { installPreloadErrorHandler } from './app/staleDeploy';

installPreloadErrorHandler();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Prerendered pages arrive with their HTML: hydrate it once their code is here, so nothing
// suspends mid-hydration. As a transition, hydration yields to the browser every few
// milliseconds instead of blocking it for the whole page. The dev server's pages arrive empty.
const hydrate = () => startTransition(() => void hydrateRoot(container, app));
if (container.hasChildNodes()) {
  preloadPath(window.location.pathname).then(hydrate, hydrate);
} else {
  createRoot(container).render(app);
}
