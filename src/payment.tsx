import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../tokens/global.css';
import { PaymentApp } from './app/PaymentApp';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from src/payment.html');
const app = (
  <StrictMode>
    <PaymentApp />
  </StrictMode>
);
// The server answers every payment link with the prerendered loading screen; the dev server
// with an empty page.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
