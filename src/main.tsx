import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../tokens/global.css';
import './lib/interOnceCached.css';
import { App } from './app/App';
import { preloadPath } from './app/preloadPath';
import { installPreloadErrorHandler } from './app/staleDeploy';
import { readFormOutcome } from './lib/forms/outcome';
import { hydrateAsTransition } from './lib/hydrate';
import { HydratesServerHtml } from './lib/StaticPart';
import { cacheInterForNextPages } from './lib/cacheInter';

installPreloadErrorHandler();
cacheInterForNextPages();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App formOutcome={readFormOutcome(document)} />
  </StrictMode>
);
// Prerendered pages arrive with their HTML: hydrate it once their code is here, so nothing
// suspends mid-hydration. The dev server's pages arrive empty.
if (container.hasChildNodes()) {
  const hydrate = () =>
    hydrateAsTransition(container, <HydratesServerHtml value>{app}</HydratesServerHtml>);
  preloadPath(window.location.pathname, true).then(hydrate, hydrate);
} else {
  createRoot(container).render(app);
}
