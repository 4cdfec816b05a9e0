import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreenFor } from './app/lazy-screens';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

preloadScreenFor(window.location.pathname);

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
