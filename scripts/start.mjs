// `npm start`: build what is missing or stale, then run the server bundle IN THIS PROCESS.
// The server is the script's own process (no child): a supervisor that stops or kills this PID
// (even with SIGKILL) stops the server and frees its port; nothing is left orphaned. With WORKERS,
// node:cluster's workers run the bundle itself and leave when this primary dies (their IPC
// channel closes).
import cluster from 'node:cluster';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, ensureBuild, ROOT } from './build-state.mjs';

try {
  await ensureBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const entry = join(ROOT, DIST, 'server', 'index.cjs');
process.env.CG_ROOT ??= ROOT;
process.setSourceMapsEnabled(true);
cluster.setupPrimary({ exec: entry, execArgv: [...process.execArgv, '--enable-source-maps'] });
await import(pathToFileURL(entry).href);
