// What each e2e page did, kept so that a failing test can say why it waited in vain: console
// errors, uncaught errors, failed and unfinished requests, the last answers. The e2e test
// environment (e2e-environment.cjs) prints the report of every open page when a test fails.
// The same record tells when the page's network has gone quiet (networkQuiet): puppeteer's own
// waitForNetworkIdle waits for ever on a request whose end CDP never reports (seen with chunks the
// previous document was still loading when a reload replaced it), so a new document starts a new
// count, and the page's resource timeline has the last word.
import type { HTTPRequest, Page } from 'puppeteer';
import { onPageErrors } from './page-errors';

const KEEP = 15;
const MISSED_END_GRACE_MS = 1_000;
/**
 * A request still open this long is taken as one whose end CDP missed even when the resource
 * timeline does not list it (seen on the home page after a reload: four chunks the new document
 * had loaded stayed "open" for good). The e2e server answers in milliseconds; a page that really
 * waits this long fails on what the test then expects to see, not in the wait.
 */
const MISSED_END_AFTER_MS = 5_000;

interface Recorder {
  page: Page;
  started: number;
  /** When a request last started or ended. */
  lastActivity: number;
  errors: string[];
  failed: string[];
  finished: string[];
  inFlight: Map<HTTPRequest, number>;
}

type Registry = { __e2ePageReports?: () => Promise<string[]> };
const recorders = new Set<Recorder>();
const byPage = new WeakMap<Page, Recorder>();

const since = (r: Recorder, at: number) => `+${((at - r.started) / 1000).toFixed(1)}s`;
const short = (url: string) => (url.length > 140 ? `${url.slice(0, 140)}…` : url);
const push = (list: string[], line: string) => {
  list.push(line);
  if (list.length > KEEP) list.shift();
};

/** Starts recording what the page does; forgotten once the page closes. */
export function recordPage(page: Page): void {
  const r: Recorder = { page, started: Date.now(), lastActivity: Date.now(), errors: [], failed: [], finished: [], inFlight: new Map() };
  recorders.add(r);
  byPage.set(page, r);
  page.once('close', () => recorders.delete(r));
  onPageErrors(page, (line) => push(r.errors, `${since(r, Date.now())} ${line}`));
  page.on('request', (req) => {
    // A new document: the old one's requests are abandoned, and CDP does not always say so.
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) r.inFlight.clear();
    r.inFlight.set(req, Date.now());
    r.lastActivity = Date.now();
  });
  page.on('requestfailed', (req) => {
    r.inFlight.delete(req);
    r.lastActivity = Date.now();
    push(r.failed, `${since(r, Date.now())} ${req.method()} ${short(req.url())}: ${req.failure()?.errorText ?? 'failed'}`);
  });
  page.on('requestfinished', (req) => {
    const began = r.inFlight.get(req) ?? Date.now();
    r.inFlight.delete(req);
    r.lastActivity = Date.now();
    push(r.finished, `${since(r, began)} ${req.response()?.status() ?? '?'} ${req.method()} ${short(req.url())} (${Date.now() - began} ms)`);
  });
}

/** The URLs the page's own resource timeline lists as loaded (CDP may miss a request's end). */
async function loadedInPage(page: Page): Promise<Set<string>> {
  const names = await page
    .evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
    .catch(() => [] as string[]);
  return new Set(names);
}

/**
 * Whether no request of the page has been open for `idleMs`: a request open for a second whose
 * end CDP never reported, but which the page's resource timeline lists as loaded, counts as ended,
 * and so does any request open for MISSED_END_AFTER_MS.
 */
export async function networkQuiet(page: Page, idleMs: number): Promise<boolean> {
  const r = byPage.get(page);
  if (!r) throw new Error('networkQuiet: the page was not opened with newPage (tests/support/browser.ts)');
  if (r.inFlight.size > 0) {
    const loaded = await loadedInPage(page);
    for (const [req, at] of r.inFlight) {
      // A moment's grace: the same URL loaded earlier by this document must not end a new request.
      const open = Date.now() - at;
      if (open < MISSED_END_AFTER_MS && (open < MISSED_END_GRACE_MS || !loaded.has(req.url()))) continue;
      r.inFlight.delete(req);
      r.lastActivity = Date.now();
    }
  }
  return r.inFlight.size === 0 && Date.now() - r.lastActivity >= idleMs;
}

async function report(r: Recorder): Promise<string> {
  const now = Date.now();
  const loaded = r.inFlight.size ? await loadedInPage(r.page) : new Set<string>();
  const open = [...r.inFlight].map(
    ([req, at]) =>
      `${since(r, at)} ${req.method()} ${short(req.url())} (open ${now - at} ms${loaded.has(req.url()) ? '; the page has it loaded' : ''})`,
  );
  const part = (title: string, lines: string[]) => (lines.length ? `  ${title}:\n${lines.map((l) => `    ${l}`).join('\n')}\n` : '');
  return (
    `page ${short(r.page.url())} (opened ${since(r, now)} ago)\n` +
    part('errors', r.errors) +
    part('failed requests', r.failed) +
    part('unfinished requests', open) +
    part('last answers', r.finished)
  );
}

(globalThis as Registry).__e2ePageReports = () => Promise.all([...recorders].filter((r) => !r.page.isClosed()).map(report));
