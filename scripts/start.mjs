// `npm start`: build what is missing or stale, then run the server bundle in a child process,
// forwarding signals to it and leaving with its exit code.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DIST, ensureBuild, ROOT } from './build-state.mjs';

try {
  await ensureBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', join(ROOT, DIST, 'server', 'index.cjs')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { CG_ROOT: ROOT, ...process.env },
});

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const forward = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
for (const signal of SIGNALS) process.on(signal, forward);

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  for (const s of SIGNALS) process.off(s, forward);
  if (signal) process.kill(process.pid, signal); // die the same way
  else process.exit(code ?? 1);
});
