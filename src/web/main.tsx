import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreenFor } from './app/lazy-screens';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The screen's chunk starts loading while the sign-in check runs, but after the first paint: requested before it,
// its dozen files compete with the main bundle for a slow phone connection and delay the header and spinner.
requestAnimationFrame(() => setTimeout(() => preloadScreenFor(window.location.pathname), 0));
