import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../tokens/global.css';
import { PaymentApp } from './app/PaymentApp';
import { readPreloadedLink } from './pages/PaymentPage/preloadedLink';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from src/payment.html');
const app = (
  <StrictMode>
    <PaymentApp preloaded={readPreloadedLink(document)} />
  </StrictMode>
);
// The Node server answers a payment link with the link's page rendered for it, or the
// prerendered loading screen (a static host, a failed lookup); the dev server with an empty page.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
