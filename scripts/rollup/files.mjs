// Small file plugins: copy files into the output, and prune what an earlier build left behind.
import { existsSync, readdirSync, readFileSync, rmSync, rmdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Emits every file of `from` whose name matches `pattern` as `${to}/${name}` (watched in watch mode).
 * @param {{ from: string, to: string, pattern?: RegExp }} options
 */
export function copyFiles({ from, to, pattern = /./ }) {
  return {
    name: 'cg-copy-files',
    buildStart() {
      this.addWatchFile(from);
    },
    generateBundle() {
      if (!existsSync(from)) return;
      for (const name of readdirSync(from).sort()) {
        if (!pattern.test(name)) continue;
        const path = join(from, name);
        this.addWatchFile(path);
        this.emitFile({ type: 'asset', fileName: `${to}/${name}`, source: readFileSync(path) });
      }
    },
  };
}

/** Every file under dir (recursively). */
export function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

function removeEmptyDirs(dir, root) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyDirs(join(dir, entry.name), root);
  }
  if (dir !== root && readdirSync(dir).length === 0) rmdirSync(dir);
}

/**
 * After writing, deletes files in the output dir that this bundle did not write (old hashed
 * chunks, removed migrations), except those matching `keep` (outputs of another build).
 * @param {{ keep?: RegExp }} options  keep is tested against the path relative to the output dir.
 */
export function pruneOutput({ keep } = {}) {
  return {
    name: 'cg-prune-output',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir || !existsSync(dir) || !statSync(dir).isDirectory()) return;
      const written = new Set(Object.keys(bundle));
      for (const path of walk(dir)) {
        const rel = relative(dir, path).split(sep).join('/');
        if (written.has(rel) || keep?.test(rel)) continue;
        rmSync(path, { force: true });
      }
      removeEmptyDirs(dir, dir);
    },
  };
}
