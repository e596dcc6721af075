// `node scripts/ensure-build.mjs`: builds what is missing or older than its sources, then exits
// (used before the e2e tests and the benchmarks).
import { ensureBuild } from './build-state.mjs';

try {
  await ensureBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
