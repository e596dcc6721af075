/**
 * Render work of a long page, one job per browser task with a frame between jobs: each job's
 * render, and the layout and paint it causes, stay short tasks instead of one long task that
 * blocks input (Total Blocking Time on phones). Jobs run in the order they were queued.
 */
const queue: (() => void)[] = [];
let scheduled = false;

/** After the next frame, or after 50 ms where no frame comes (a hidden tab). */
function afterFrame(run: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    setTimeout(run, 0);
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(go);
  setTimeout(go, 50);
}

function flush(): void {
  scheduled = false;
  queue.shift()?.();
  schedule();
}

function schedule(): void {
  if (scheduled || !queue.length) return;
  scheduled = true;
  afterFrame(flush);
}

/** Queues `job`; the returned function takes it back out if it has not run yet. */
export function queueFrameJob(job: () => void): () => void {
  queue.push(job);
  schedule();
  return () => {
    const at = queue.indexOf(job);
    if (at >= 0) queue.splice(at, 1);
  };
}
