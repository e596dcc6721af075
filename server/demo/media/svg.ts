// Small helpers for drawing SVG by hand: escaping, the document wrapper and text sizing.

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";
export const SERIF = "Georgia, 'Times New Roman', serif";

/** A whole SVG document. `title` becomes its accessible name. */
export function svgDoc(width: number, height: number, title: string, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/** Rough advance width of a string in a sans font, in ems (good enough to centre and fit text). */
export function textWidthEm(s: string, weight = 400): number {
  let w = 0;
  for (const ch of s) {
    if ('il.,:;|!\'`'.includes(ch)) w += 0.28;
    else if ('fjrtI()[] '.includes(ch)) w += 0.36;
    else if ('mwMW'.includes(ch)) w += 0.86;
    else if (ch >= 'A' && ch <= 'Z') w += 0.68;
    else if (ch >= '0' && ch <= '9') w += 0.56;
    else w += 0.54;
  }
  return w * (weight >= 700 ? 1.07 : 1);
}

/** The font size at which `s` fits `maxWidth`, never above `maxSize`. */
export function fitFont(s: string, maxWidth: number, maxSize: number, weight = 400, spacing = 0): number {
  const em = textWidthEm(s, weight) + spacing * Math.max(0, s.length - 1) * 0.06;
  return Math.max(6, Math.min(maxSize, maxWidth / Math.max(em, 0.1)));
}

/**
 * `s` in at most `maxLines` lines of `maxWidth` at up to `maxSize`: words go to the next line
 * where the line is full; the size shrinks only when the words do not fit in those lines.
 */
export function wrapText(s: string, maxWidth: number, maxSize: number, maxLines: number, weight = 400): { lines: string[]; size: number } {
  const words = s.split(/\s+/).filter(Boolean);
  for (let size = maxSize; ; size *= 0.92) {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines[lines.length - 1];
      if (last !== undefined && textWidthEm(`${last} ${word}`, weight) * size <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    const fits = lines.length <= maxLines && lines.every((l) => textWidthEm(l, weight) * size <= maxWidth);
    if (fits || size < 6) return { lines, size };
  }
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const target = amount >= 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  });
  return '#' + channels.map((c) => c.toString(16).padStart(2, '0')).join('');
}

/** Perceived lightness 0..1 of a #rrggbb colour. */
export function lightness(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

/** A small deterministic number from a string, for variations. */
export function seedOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
