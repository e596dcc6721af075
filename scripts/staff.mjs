// `npm run staff -- add --email … --role owner`: staff accounts from the command line
// (server/accounts/staff-cli.ts), run by the server bundle, built first when missing or stale.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, ensureBuild, ROOT } from './build-state.mjs';

try {
  await ensureBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.env.CG_ROOT ??= ROOT;
process.argv.splice(2, 0, 'staff');
await import(pathToFileURL(join(ROOT, DIST, 'server', 'index.cjs')).href);
