// Which of the four builds are missing or older than their sources, and building them.
// The check is a walk over the source folders' mtimes: a few hundred stat calls.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ROLLUP_BIN = join(ROOT, 'node_modules', 'rollup', 'dist', 'bin', 'rollup');

/** Shared by every build: a change here rebuilds all four. */
const COMMON = ['rollup.config.mjs', 'scripts/rollup', 'tsconfig.json', 'package.json'];

/** Output folder (DIST_DIR, as rollup.config.mjs reads it). */
export const DIST = process.env.DIST_DIR || 'dist';

export const BUILDS = {
  storefront: {
    // Written last of the storefront's two outputs (browser build, then its server entry).
    output: `${DIST}/ssr/render.cjs`,
    entry: 'storefront/main.tsx',
    sources: ['storefront', 'shared'],
  },
  widgets: {
    // Written last of the widget outputs (modules, loaders, package, then the demo's React page).
    output: `${DIST}/demo/react-host.js`,
    entry: 'widgets/registry.ts',
    sources: ['widgets', 'shared', 'demo/react-host'],
  },
  admin: {
    output: `${DIST}/admin/index.html`,
    entry: 'admin/main.tsx',
    sources: ['admin', 'shared'],
  },
  server: {
    output: `${DIST}/server/index.cjs`,
    entry: 'server/index.ts',
    sources: ['server', 'shared'],
  },
};

const IGNORED = /(\.test\.[cm]?[jt]sx?|\.md|~)$|(^|[\\/])(__snapshots__|node_modules|\.[^\\/]+)$/;

/** Newest mtime (ms) under a file or folder, tests and docs excepted; 0 when missing. */
export function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return IGNORED.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    const child = join(path, entry);
    if (IGNORED.test(child)) continue;
    newest = Math.max(newest, newestMtime(child));
  }
  return newest;
}

/**
 * The builds to run, with the reason for each. A build whose entry does not exist yet is
 * skipped (reported in `skipped`): the server answers a clear page for a missing storefront.
 */
export function staleBuilds(root = ROOT) {
  const common = Math.max(...COMMON.map((p) => newestMtime(join(root, p))));
  const stale = [];
  const skipped = [];
  for (const [name, build] of Object.entries(BUILDS)) {
    if (!existsSync(join(root, build.entry))) {
      skipped.push({ name, reason: `${build.entry} does not exist yet` });
      continue;
    }
    const output = resolve(root, build.output);
    if (!existsSync(output)) {
      stale.push({ name, reason: `${build.output} is missing` });
      continue;
    }
    const built = statSync(output).mtimeMs;
    const newest = Math.max(common, ...build.sources.map((p) => newestMtime(join(root, p))));
    if (newest > built) stale.push({ name, reason: 'sources changed since the last build' });
  }
  return { stale, skipped };
}

/** Runs rollup for the named builds (all when empty); resolves with the exit code. */
export function runRollup(names = [], { watch = false, stdio = 'inherit' } = {}) {
  const args = [ROLLUP_BIN, '-c', 'rollup.config.mjs'];
  if (watch) args.push('--watch');
  const env = { ...process.env };
  if (names.length) env.BUILD = names.join(',');
  else delete env.BUILD;
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio });
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
  return { child, done };
}

/** Builds what is missing or stale; throws when the build fails. */
export async function ensureBuild({ log = (line) => console.log(line) } = {}) {
  const { stale, skipped } = staleBuilds();
  for (const s of skipped) log(`build: skipping ${s.name} (${s.reason})`);
  if (!stale.length) {
    log('build: up to date');
    return [];
  }
  for (const s of stale) log(`build: ${s.name} (${s.reason})`);
  const names = stale.map((s) => s.name);
  const code = await runRollup(names).done;
  if (code !== 0) throw new Error(`rollup failed (exit code ${code}) building ${names.join(', ')}`);
  return names;
}
