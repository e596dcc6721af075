import { createAppStore } from '../shared/storage/keys';
import { firstScreenPainted, loadLaterResources } from './app/firstScreen';
import { nextTask } from './app/nextTask';
import { showEarlyPopUp } from './features/home/earlyPopUp';

// The storefront's entry is small: it makes the home pop-up live before the page is. Once the
// first screen's images have painted, the code and the whole stylesheet start downloading
// (app/firstScreen.ts); React, then the rest of the libraries and the app, evaluate in tasks of
// their own (each a short task rather than one long one).
const storage = createAppStore();
showEarlyPopUp(storage);
const container = document.getElementById('root');

async function boot(root: HTMLElement) {
  await firstScreenPainted();
  loadLaterResources();
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./app/start');
  await nextTask();
  await start(root, storage);
}

if (container) void boot(container);
