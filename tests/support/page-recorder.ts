// What each e2e page did, kept so that a failing test can say why it waited in vain: console
// errors, uncaught errors, failed and unfinished requests, the last answers. The e2e test
// environment (e2e-environment.cjs) prints the report of every open page when a test fails.
import type { HTTPRequest, Page } from 'puppeteer';

const KEEP = 15;

interface Recorder {
  page: Page;
  started: number;
  errors: string[];
  failed: string[];
  finished: string[];
  inFlight: Map<HTTPRequest, number>;
}

type Registry = { __e2ePageReports?: () => string[] };
const recorders = new Set<Recorder>();

const since = (r: Recorder, at: number) => `+${((at - r.started) / 1000).toFixed(1)}s`;
const short = (url: string) => (url.length > 140 ? `${url.slice(0, 140)}…` : url);
const push = (list: string[], line: string) => {
  list.push(line);
  if (list.length > KEEP) list.shift();
};

/** Starts recording what the page does; forgotten once the page closes. */
export function recordPage(page: Page): void {
  const r: Recorder = { page, started: Date.now(), errors: [], failed: [], finished: [], inFlight: new Map() };
  recorders.add(r);
  page.once('close', () => recorders.delete(r));
  page.on('console', (msg) => {
    if (msg.type() === 'error') push(r.errors, `${since(r, Date.now())} console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => push(r.errors, `${since(r, Date.now())} uncaught: ${err instanceof Error ? err.message : String(err)}`));
  page.on('request', (req) => r.inFlight.set(req, Date.now()));
  page.on('requestfailed', (req) => {
    r.inFlight.delete(req);
    push(r.failed, `${since(r, Date.now())} ${req.method()} ${short(req.url())}: ${req.failure()?.errorText ?? 'failed'}`);
  });
  page.on('requestfinished', (req) => {
    const began = r.inFlight.get(req) ?? Date.now();
    r.inFlight.delete(req);
    push(r.finished, `${since(r, began)} ${req.response()?.status() ?? '?'} ${req.method()} ${short(req.url())} (${Date.now() - began} ms)`);
  });
}

function report(r: Recorder): string {
  const now = Date.now();
  const open = [...r.inFlight].map(([req, at]) => `${since(r, at)} ${req.method()} ${short(req.url())} (open ${now - at} ms)`);
  const part = (title: string, lines: string[]) => (lines.length ? `  ${title}:\n${lines.map((l) => `    ${l}`).join('\n')}\n` : '');
  return (
    `page ${short(r.page.url())} (opened ${since(r, now)} ago)\n` +
    part('errors', r.errors) +
    part('failed requests', r.failed) +
    part('unfinished requests', open) +
    part('last answers', r.finished)
  );
}

(globalThis as Registry).__e2ePageReports = () => [...recorders].filter((r) => !r.page.isClosed()).map(report);
