import { createAppStore } from '../shared/storage/keys';
import { nextTask } from './app/nextTask';
import { showEarlyPopUp } from './features/home/earlyPopUp';

// The storefront's entry is small: it shows the home pop-up, the largest thing a first visit
// paints, before the page is live. React, then the rest of the libraries and the app, evaluate in
// tasks of their own (each a short task rather than one long one); their files were preloaded
// with the page (scripts/rollup/html.mjs).
const storage = createAppStore();
showEarlyPopUp(storage);
const container = document.getElementById('root');

async function boot(root: HTMLElement) {
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./app/start');
  await nextTask();
  await start(root, storage);
}

if (container) void boot(container);
