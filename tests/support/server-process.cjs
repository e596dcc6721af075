// Starts the BUILT server (node dist/server/index.cjs), or the server from its sources (node -r
// typescript-hook.cjs server/index.ts: startSourceServer), as a child process on free loopback ports.
// Plain CommonJS so that both the TypeScript test support (tests/support/server.ts, under jest)
// and the benchmark (bench/run.mjs, plain node) can use it. Types: server-process.d.cts.
'use strict';

const { spawn } = require('node:child_process');
const { existsSync, mkdtempSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '../..');
const READY_LINE = /Storefront and API: (https?:\/\/\S+)/;

/** A port that was free a moment ago on 127.0.0.1. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

async function twoFreePorts() {
  for (;;) {
    const a = await freePort();
    const b = await freePort();
    if (a !== b) return [a, b];
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function healthy(url) {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    if (!res.ok) return false;
    const body = await res.json().catch(() => null);
    return Boolean(body && body.statusCode === 200);
  } catch {
    return false;
  }
}

/** Children still running when this process exits are killed, so a crashed test run leaves none behind. */
const running = new Set();
let exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) {
      try {
        child.kill('SIGKILL');
      } catch {
        /* already gone */
      }
    }
  });
}

/**
 * @param {import('./server-process.cjs').StartOptions} [opts]
 * @returns {Promise<import('./server-process.cjs').RunningServer>}
 */
function startBuiltServer(opts = {}) {
  return startWithRetries(opts, (rootDir) => {
    const entry = resolve(rootDir, process.env.DIST_DIR || 'dist', 'server', 'index.cjs');
    if (!existsSync(entry)) {
      throw new Error(`The built server ${entry} does not exist: run \`npm run build\` (or node scripts/ensure-build.mjs) first.`);
    }
    return [entry];
  });
}

/**
 * The server from this checkout's sources (server/index.ts), compiled as it loads: no build needed.
 * @param {import('./server-process.cjs').StartOptions} [opts]
 * @returns {Promise<import('./server-process.cjs').RunningServer>}
 */
function startSourceServer(opts = {}) {
  return startWithRetries(opts, (rootDir) => ['--enable-source-maps', '-r', join(__dirname, 'typescript-hook.cjs'), join(rootDir, 'server', 'index.ts')]);
}

/**
 * The server as `npm start` runs it: node scripts/start.mjs (which builds what is stale, then
 * serves the bundle in its own process).
 * @param {import('./server-process.cjs').StartOptions} [opts]
 * @returns {Promise<import('./server-process.cjs').RunningServer>}
 */
function startViaStartScript(opts = {}) {
  return startWithRetries(opts, (rootDir) => [join(rootDir, 'scripts', 'start.mjs')]);
}

async function startWithRetries(opts, nodeArgs) {
  const attempts = 3;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(opts, nodeArgs);
    } catch (err) {
      // Another process may take a port between freePort() and the server's listen().
      if (attempt < attempts && err && err.code === 'PORT_TAKEN') continue;
      throw err;
    }
  }
}

async function startOnce(opts, nodeArgs) {
  const rootDir = opts.rootDir ?? ROOT;
  const args = nodeArgs(rootDir);
  const timeoutMs = opts.timeoutMs ?? 120_000;
  const ownDataDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'cg-server-'));
  const keepDataDir = opts.keepDataDir ?? !ownDataDir;
  const [port, demoPort] = await twoFreePorts();
  const url = `http://127.0.0.1:${port}`;

  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DEMO_PORT: String(demoPort),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    CG_ROOT: rootDir,
    ...(opts.seedProducts !== undefined ? { SEED_PRODUCTS: String(opts.seedProducts) } : {}),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...(opts.env ?? {}),
  };
  if (opts.databaseUrl === null) delete env.DATABASE_URL;

  const started = Date.now();
  const child = spawn(process.execPath, args, { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  installExitHook();
  running.add(child);

  const lines = [];
  const echo = opts.echo ?? process.env.SERVER_LOG === '1';
  let readyFromLog = false;
  const onData = (chunk) => {
    const text = chunk.toString();
    if (echo) process.stderr.write(`[server ${child.pid}] ${text}`);
    for (const line of text.split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > 400) lines.shift();
      if (READY_LINE.test(line)) readyFromLog = true;
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);

  let exited = null;
  const exitPromise = new Promise((resolveExit) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      running.delete(child);
      resolveExit(exited);
    });
  });

  const output = () => lines.join('\n');
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        if (!exited) child.kill('SIGKILL');
      }, opts.stopTimeoutMs ?? 15_000);
      await exitPromise;
      clearTimeout(timer);
    }
    if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };

  // Ready when the ready line is printed or /api/health answers 200.
  const deadline = started + timeoutMs;
  let lastPoll = 0;
  for (;;) {
    if (exited) {
      if (ownDataDir && !keepDataDir) rmSync(dataDir, { recursive: true, force: true });
      const err = new Error(
        `The server exited before it was ready (code ${exited.code}, signal ${exited.signal}). Its output:\n${output()}`,
      );
      if (/EADDRINUSE/.test(output())) err.code = 'PORT_TAKEN';
      throw err;
    }
    if (readyFromLog) break;
    if (Date.now() - lastPoll >= 500) {
      lastPoll = Date.now();
      if (await healthy(url)) break;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become ready within ${timeoutMs} ms. Its output:\n${output()}`);
    }
    await sleep(100);
  }

  return {
    url,
    apiUrl: `${url}/api/`,
    demoUrl: `http://127.0.0.1:${demoPort}`,
    port,
    demoPort,
    pid: child.pid,
    dataDir,
    startupMs: Date.now() - started,
    output,
    exitState: () => exited,
    stop,
  };
}

module.exports = { startBuiltServer, startSourceServer, startViaStartScript, freePort, ROOT };
