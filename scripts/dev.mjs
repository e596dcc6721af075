// `npm run dev`: rollup in watch mode (browser bundles unminified) and the server, restarted
// whenever the server bundle is rewritten. Storefront and widget rebuilds need no restart:
// the server reads the new files on the next request.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, statSync, watch } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runRollup } from './build-state.mjs';

const SERVER_DIR = join(ROOT, 'dist', 'server');
const SERVER_FILE = join(SERVER_DIR, 'index.cjs');

let server = null;
let startedFrom = 0; // mtime of the bundle the running server was started from
let initialBuildDone = false;
let stopping = false;

const mtime = () => (existsSync(SERVER_FILE) ? statSync(SERVER_FILE).mtimeMs : 0);

function startServer() {
  if (!existsSync(SERVER_FILE)) {
    console.log('[dev] no server bundle yet; waiting for a successful build');
    return;
  }
  startedFrom = mtime();
  server = spawn(process.execPath, ['--enable-source-maps', SERVER_FILE], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { CG_ROOT: ROOT, ...process.env },
  });
  const self = server;
  self.on('exit', (code, signal) => {
    if (server === self) server = null;
    if (!stopping && !self.restarting) console.log(`[dev] server exited (${signal ?? code}); it restarts on the next server build`);
  });
}

function stopServer() {
  const running = server;
  if (!running) return Promise.resolve();
  running.restarting = true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => running.kill('SIGKILL'), 5000);
    running.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    running.kill('SIGTERM');
  });
}

let restartTimer = null;
function scheduleRestart() {
  if (!initialBuildDone || stopping) return;
  clearTimeout(restartTimer);
  restartTimer = setTimeout(async () => {
    if (mtime() === startedFrom || !existsSync(SERVER_FILE)) return;
    console.log('[dev] server bundle changed: restarting');
    await stopServer();
    if (!stopping) startServer();
  }, 400);
}

mkdirSync(SERVER_DIR, { recursive: true });
watch(SERVER_DIR, () => scheduleRestart());

const { child: rollup } = runRollup([], { watch: true, stdio: ['ignore', 'inherit', 'pipe'] });
rollup.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  if (!initialBuildDone && /waiting for changes/.test(String(chunk))) {
    initialBuildDone = true;
    startServer();
  }
});
rollup.on('exit', (code) => {
  if (!stopping) {
    console.error(`[dev] rollup exited (${code}); stopping`);
    void shutdown(code ?? 1);
  }
});

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  clearTimeout(restartTimer);
  if (rollup.exitCode === null) rollup.kill('SIGTERM');
  await stopServer();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));
