/**
 * Images people upload (a shopper's warranty proof, a product photo from staff), one way for all:
 * the type is read from the first bytes, never from the name or the declared type (SVG is never
 * taken: it can carry script); the bytes are kept in the database under a name the server makes
 * up, so every API process sees them; they are answered only with their sniffed image type,
 * nosniff and a sandboxing CSP, so they can never be rendered as a page.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { ValidationError } from 'yup';
import { badRequest, HttpError } from './errors';

export type ImageType = { mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'; ext: 'png' | 'jpg' | 'gif' | 'webp' };

const startsWith = (buf: Uint8Array, bytes: readonly number[], at = 0) => buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type of some bytes by their signature, or null when they are not an image we take. */
export function sniffImage(buf: Uint8Array): ImageType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(buf, ascii('IHDR'), 12)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(buf, [0xff, 0xd8, 0xff]) && buf.length > 4) return { mime: 'image/jpeg', ext: 'jpg' };
  if ((startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) && buf.length > 10) return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8) && startsWith(buf, ascii('VP8'), 12)) return { mime: 'image/webp', ext: 'webp' };
  return null;
}

/** A stored image's name: 32 random hex digits and the extension of its sniffed type. */
export const newImageName = (ext: ImageType['ext']) => `${randomBytes(16).toString('hex')}.${ext}`;
export const IMAGE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/** @fastify/multipart's limits for a form carrying at most `files` images of `maxBytes` each. */
export const uploadLimits = (maxBytes: number, files = 1) => ({ fileSize: maxBytes, files, fields: 20, fieldSize: 4096, parts: 24, fieldNameSize: 100, headerPairs: 50 });

/**
 * Reads a multipart form with `read`: a file over the size limit answers 413 with `tooLarge`, a
 * body the parser cannot read (no or wrong boundary, cut short) 400 with `malformed` — the
 * client's fault, never the server's.
 */
export async function readUpload<T>(read: () => Promise<T>, messages: { tooLarge: string; malformed: string }): Promise<T> {
  try {
    return await read();
  } catch (err) {
    // The size limit trips in the file stream or in the parts iterator, depending on timing.
    if ((err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, messages.tooLarge);
    const status = (err as { statusCode?: unknown } | null)?.statusCode;
    if (err instanceof HttpError || err instanceof ValidationError || (typeof status === 'number' && status < 500)) throw err;
    throw badRequest(messages.malformed);
  }
}

/** A stored image as an answer: only ever its image type, never sniffed, shown inline under a sandboxing CSP. */
export function sendImage(reply: FastifyReply, image: { mime: string; bytes: Uint8Array }, fileName: string, cacheControl: string): FastifyReply {
  return reply
    .header('Content-Type', image.mime)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', `inline; filename="${fileName}"`)
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', cacheControl)
    .send(Buffer.from(image.bytes));
}
