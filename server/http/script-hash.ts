import { createHash } from 'node:crypto';

/** The Content-Security-Policy source that allows one inline script by its text: 'sha256-…'. */
export const scriptHashSource = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
