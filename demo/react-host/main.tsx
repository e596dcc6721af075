/** The React 19 partner demo (/react/ on the demo site), built by rollup into dist/demo/react-host.js. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './react-host.css';

const store = document.querySelector<HTMLMetaElement>('meta[name="cg-store-url"]')?.content ?? '';
createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App store={store.replace(/\/+$/, '')} />
  </StrictMode>,
);
