// A fixed CPU share for a process tree, through a Linux cgroup the benchmark creates and removes
// (issue 33: the API processes are the bottleneck, PostgreSQL and the load generator have the rest
// of the machine). cgroup v2 (`cpu.max`) where /sys/fs/cgroup is the unified hierarchy, else v1's
// cpu controller (`cpu.cfs_quota_us`). Needs root; `cpuCgroups()` answers null with the reason
// when the machine does not allow it.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = '/sys/fs/cgroup';
const PERIOD_US = 100_000;

function hierarchy() {
  if (existsSync(join(ROOT, 'cgroup.controllers')) && readFileSync(join(ROOT, 'cgroup.controllers'), 'utf8').includes('cpu')) {
    return { version: 2, base: ROOT, limit: (dir, quota) => writeFileSync(join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`) };
  }
  const v1 = join(ROOT, 'cpu');
  if (existsSync(join(v1, 'cpu.cfs_quota_us'))) {
    return {
      version: 1,
      base: v1,
      limit: (dir, quota) => {
        writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
        writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quota));
      },
    };
  }
  return null;
}

/**
 * `{ version, limit(name, cores, pids), removeAll() }`: `limit` puts the pids (a process tree: its
 * later children inherit the group) in a new group `name` capped at `cores` CPUs; `removeAll`
 * moves what is left back and removes the groups. Or `{ unavailable: reason }`.
 */
export function cpuCgroups(prefix = `cg-bench-${process.pid}`) {
  const h = hierarchy();
  if (!h) return { unavailable: 'no cgroup cpu controller under /sys/fs/cgroup' };
  if (h.version === 2) {
    try {
      writeFileSync(join(ROOT, 'cgroup.subtree_control'), '+cpu');
    } catch (err) {
      return { unavailable: `cannot enable the cpu controller: ${err.message}` };
    }
  }
  const made = [];
  return {
    version: h.version,
    limit(name, cores, pids) {
      const dir = join(h.base, `${prefix}-${name}`);
      mkdirSync(dir);
      made.push(dir);
      h.limit(dir, Math.round(cores * PERIOD_US));
      for (const pid of pids) writeFileSync(join(dir, 'cgroup.procs'), String(pid));
    },
    removeAll() {
      for (const dir of made.splice(0)) {
        for (const pid of readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
          try {
            writeFileSync(join(h.base, 'cgroup.procs'), pid);
          } catch {
            /* exited meanwhile */
          }
        }
        rmdirSync(dir);
      }
    },
  };
}
