/**
 * A rendered page's bytes (or a kept API answer's: http/answer-cache.ts), ready to send again and
 * again: encoded to UTF-8 once, and compressed once per encoding a browser asks for (off the event
 * loop, on first demand). Sending a kept page then costs neither the string's encoding nor a
 * compression per request, which on-the-fly compression of a 150 KB home page did (milliseconds of
 * the one thread every request shares).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

export interface PageBody {
  status: number;
  /** The document, UTF-8. */
  bytes: Buffer;
  /** The document compressed with `encoding` (made on the first call, then kept). */
  encoded(encoding: PageEncoding): Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Brotli 5: most of the gain of higher levels at a few milliseconds for a large page. */
const BROTLI_QUALITY = 5;

const compress: Record<PageEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipAsync(bytes),
};

export function pageBody(status: number, html: string): PageBody {
  const bytes = Buffer.from(html, 'utf8');
  const made = new Map<PageEncoding, Promise<Buffer>>();
  return {
    status,
    bytes,
    encoded(encoding) {
      let body = made.get(encoding);
      if (!body) {
        body = compress[encoding](bytes);
        // A failed compression is not kept: the next request tries again.
        body.catch(() => made.delete(encoding));
        made.set(encoding, body);
      }
      return body;
    },
  };
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, where the browser accepts
 * it (a q of 0 refuses); null for the document as it is.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Sends a kept body as the browser accepts it (brotli, else gzip, else as it is), saying that the
 * answer varies with Accept-Encoding; the caller sets the status and content type.
 */
export async function sendBody(request: FastifyRequest, reply: FastifyReply, body: PageBody): Promise<FastifyReply> {
  reply.header('Vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.bytes);
  return reply.header('Content-Encoding', encoding).send(await body.encoded(encoding));
}
