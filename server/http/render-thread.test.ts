import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderThread, type RenderThread } from './render-thread';

// A storefront entry in miniature: it renders what its one API call answered, and says on which
// thread it ran; URLs ask it to fail in the ways a real render can.
const ENTRY = `
const { isMainThread } = require('node:worker_threads');
exports.renderPage = async ({ url, apiBase, publicUrl, fetchApi, onError }) => {
  if (url === '/throws') throw new Error('render broke');
  if (url === '/part-failed') onError(new Error('a part broke'));
  const res = await fetchApi(apiBase + 'echo?page=' + encodeURIComponent(url), { method: 'GET', headers: { accept: 'application/json' } });
  const text = await res.text();
  return { head: '<title>' + publicUrl + '</title>', body: '<div id="root">' + res.status + ' ' + res.headers.get('content-type') + ' ' + text + ' main=' + isMainThread + '</div>', status: 200, cacheable: url !== '/part-failed' };
};
`;

let dir: string;
let thread: RenderThread | null = null;
const calls: string[] = [];
const fetchApi = (async (input: string | URL | Request, init?: RequestInit) => {
  calls.push(`${init?.method} ${String(input)} ${JSON.stringify(init?.headers)}`);
  if (String(input).includes('unanswered')) throw new Error('no answer');
  return new Response(JSON.stringify({ asked: String(input) }), { status: 201, headers: { 'content-type': 'application/json; charset=utf-8' } });
}) as typeof fetch;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cg-render-thread-'));
  writeFileSync(join(dir, 'render.cjs'), ENTRY);
  writeFileSync(join(dir, 'broken.cjs'), 'throw new Error("cannot load");');
});
afterEach(async () => {
  await thread?.close();
  thread = null;
  calls.length = 0;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('renderThread', () => {
  it("renders off this thread, its API calls answered by this thread's fetchApi", async () => {
    thread = renderThread(join(dir, 'render.cjs'), fetchApi);
    const page = await thread.renderPage({ url: '/tv', apiBase: '/api/', publicUrl: 'https://shop' });
    expect(page.head).toBe('<title>https://shop</title>');
    expect(page.body).toBe('<div id="root">201 application/json; charset=utf-8 {"asked":"/api/echo?page=%2Ftv"} main=false</div>');
    expect(page.cacheable).toBe(true);
    expect(calls).toEqual(['GET /api/echo?page=%2Ftv {"accept":"application/json"}']);
  });

  it('renders pages side by side, each with its own answers', async () => {
    thread = renderThread(join(dir, 'render.cjs'), fetchApi);
    const request = (url: string) => thread!.renderPage({ url, apiBase: '/api/', publicUrl: 'https://shop' });
    const pages = await Promise.all(['/a', '/b', '/c'].map(request));
    expect(pages.map((p) => /page=([^"]*)/.exec(p.body)?.[1])).toEqual(['%2Fa', '%2Fb', '%2Fc']);
  });

  it("passes on the render's errors: a failed render rejects, a failed part is reported", async () => {
    thread = renderThread(join(dir, 'render.cjs'), fetchApi);
    await expect(thread.renderPage({ url: '/throws', apiBase: '/api/', publicUrl: '' })).rejects.toThrow('render broke');
    const reported: unknown[] = [];
    const page = await thread.renderPage({ url: '/part-failed', apiBase: '/api/', publicUrl: '' }, (e) => reported.push(e));
    expect(page.cacheable).toBe(false);
    expect(String(reported[0])).toContain('a part broke');
  });

  it('fails an API call this thread could not answer inside the render', async () => {
    thread = renderThread(join(dir, 'render.cjs'), fetchApi);
    await expect(thread.renderPage({ url: '/unanswered', apiBase: '/api/', publicUrl: '' })).rejects.toThrow('no answer');
  });

  it('fails the render when the entry cannot be loaded', async () => {
    thread = renderThread(join(dir, 'broken.cjs'), fetchApi);
    await expect(thread.renderPage({ url: '/', apiBase: '/api/', publicUrl: '' })).rejects.toThrow('cannot load');
  });

  it('renders nothing more once closed', async () => {
    thread = renderThread(join(dir, 'render.cjs'), fetchApi);
    await thread.renderPage({ url: '/', apiBase: '/api/', publicUrl: '' });
    await thread.close();
    await expect(thread.renderPage({ url: '/', apiBase: '/api/', publicUrl: '' })).rejects.toThrow('closed');
  });
});
