import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pageBody, preferredEncoding } from './page-body';

describe('pageBody', () => {
  const html = `<!doctype html><title>नमस्ते</title>${'<p>Samsung 55" TV</p>'.repeat(500)}`;

  it('keeps the document as UTF-8 and compresses each encoding once', async () => {
    const body = pageBody(404, html);
    expect(body.status).toBe(404);
    expect(body.bytes.toString('utf8')).toBe(html);
    const br = await body.encoded('br');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(body.bytes.length / 10);
    expect(await body.encoded('br')).toBe(br);
    expect(gunzipSync(await body.encoded('gzip')).toString('utf8')).toBe(html);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('%p → %p', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
