/**
 * The storefront's server entry (dist/ssr/render.cjs) run on a thread of its own. A render is tens
 * of milliseconds of synchronous work (React, DOMPurify over jsdom, the state's JSON); on the
 * thread that serves every request it held up the kept pages sent meanwhile, so a few renders put
 * the p95 of every page over its budget. The render thread asks this thread for the page's API
 * calls (`fetchApi`, answered in-process here as before: the database, its pools and the app's
 * caches stay in one place) and hands back the rendered page. One thread per entry file; it starts
 * on the first render and is replaced when the build rewrites the file.
 */
import { Worker } from 'node:worker_threads';

/** A page as dist/ssr/render.cjs renders it (storefront/server/render.tsx). */
export interface RenderedPage {
  /** Title, meta and link tags for the document's head. */
  head: string;
  /** `<div id="root">…</div>` and the state script. */
  body: string;
  status: 200 | 404;
  redirect?: { status: number; location: string };
  /** Whether the page may be kept (every API call answered, every part rendered). */
  cacheable: boolean;
}

/** What the render thread is given for one page (storefront/server/render.tsx's PageRenderRequest, without its functions). */
export interface RenderThreadRequest {
  url: string;
  apiBase: string;
  publicUrl: string;
}

export interface RenderThread {
  renderPage(request: RenderThreadRequest, onError?: (error: unknown) => void): Promise<RenderedPage>;
  /** Ends the thread for good; renders under way fail (their pages go out as the bare document). */
  close(): Promise<void>;
}

type ToThread =
  | { kind: 'render'; id: number; request: RenderThreadRequest }
  | { kind: 'answer'; id: number; status: number; contentType: string; body: Uint8Array | null }
  | { kind: 'unanswered'; id: number; message: string };

type FromThread =
  | { kind: 'fetch'; id: number; path: string; method?: string; headers?: Record<string, string>; body?: string }
  | { kind: 'rendered'; id: number; page: RenderedPage }
  | { kind: 'failed'; id: number; message: string }
  | { kind: 'error'; id: number; message: string };

// The thread's code, plain CommonJS (the same in the built server and under ts-jest): it loads the
// entry and speaks the messages above. Its fetch resolves to a Response built from this thread's answer.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const entry = require(workerData.file);
const calls = new Map();
let nextCall = 0;
const fetchApi = (input, init) => new Promise((resolve, reject) => {
  const id = nextCall++;
  calls.set(id, { resolve, reject });
  const headers = init && init.headers ? Object.fromEntries(new Headers(init.headers)) : undefined;
  const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
  parentPort.postMessage({ kind: 'fetch', id, path, method: init && init.method, headers, body: init && typeof init.body === 'string' ? init.body : undefined });
});
const message = (error) => (error && error.stack) || String(error);
parentPort.on('message', (m) => {
  if (m.kind === 'render') {
    const onError = (error) => parentPort.postMessage({ kind: 'error', id: m.id, message: message(error) });
    entry.renderPage({ ...m.request, fetchApi, onError }).then(
      (page) => parentPort.postMessage({ kind: 'rendered', id: m.id, page }),
      (error) => parentPort.postMessage({ kind: 'failed', id: m.id, message: message(error) }),
    );
    return;
  }
  const call = calls.get(m.id);
  calls.delete(m.id);
  if (!call) return;
  if (m.kind === 'answer') call.resolve(new Response(m.body, { status: m.status, headers: { 'content-type': m.contentType } }));
  else call.reject(new Error(m.message));
});
`;

/** A thread rendering with the entry `file`, its API calls answered by `fetchApi` on this thread. */
export function renderThread(file: string, fetchApi: typeof fetch): RenderThread {
  let worker: Worker | null = null;
  let closed = false;
  let nextRender = 0;
  const renders = new Map<number, { resolve: (page: RenderedPage) => void; reject: (error: Error) => void; onError?: (error: unknown) => void }>();

  const failAll = (error: Error) => {
    for (const render of renders.values()) render.reject(error);
    renders.clear();
  };

  const answer = async (thread: Worker, m: Extract<FromThread, { kind: 'fetch' }>) => {
    let reply: ToThread;
    try {
      const res = await fetchApi(m.path, { method: m.method, headers: m.headers, body: m.body });
      const body = res.status === 204 ? null : new Uint8Array(await res.arrayBuffer());
      reply = { kind: 'answer', id: m.id, status: res.status, contentType: res.headers.get('content-type') ?? 'application/json', body };
    } catch (error) {
      reply = { kind: 'unanswered', id: m.id, message: String(error) };
    }
    thread.postMessage(reply);
  };

  const start = (): Worker => {
    const thread = new Worker(THREAD_SOURCE, { eval: true, workerData: { file } });
    // An idle render thread does not keep the process alive.
    thread.unref();
    thread.on('message', (m: FromThread) => {
      if (m.kind === 'fetch') return void answer(thread, m);
      const render = renders.get(m.id);
      if (!render) return;
      if (m.kind === 'error') return render.onError?.(new Error(m.message));
      renders.delete(m.id);
      if (m.kind === 'rendered') render.resolve(m.page);
      else render.reject(new Error(m.message));
    });
    // A thread that fails to load the entry or dies: its renders fail, the next render starts a new one.
    const gone = (error: Error) => {
      if (worker === thread) worker = null;
      failAll(error);
    };
    thread.on('error', gone);
    thread.on('exit', (code) => gone(new Error(`the render thread stopped (exit code ${code})`)));
    return thread;
  };

  return {
    renderPage(request, onError) {
      if (closed) return Promise.reject(new Error('the render thread was closed'));
      worker ??= start();
      const id = nextRender++;
      const message: ToThread = { kind: 'render', id, request };
      const rendered = new Promise<RenderedPage>((resolve, reject) => renders.set(id, { resolve, reject, onError }));
      worker.postMessage(message);
      return rendered;
    },
    async close() {
      closed = true;
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
      failAll(new Error('the render thread was closed'));
    },
  };
}
