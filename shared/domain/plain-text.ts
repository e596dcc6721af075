/**
 * Text for page heads: HTML reduced to plain text (meta descriptions), and JSON that is safe
 * inside a <script type="application/ld+json"> element.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8}|#39);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x') || lower.startsWith('#')) {
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[lower] ?? whole;
  });
}

/**
 * HTML (or text) as one line of plain text: script, style and comment contents dropped, tags
 * removed (a tag becomes a space), entities decoded, whitespace collapsed, cut at `max`
 * characters on a word boundary with an ellipsis. The result still needs escaping for HTML.
 */
export function plainText(html: string | null | undefined, max = 160): string {
  let text = String(html ?? '')
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<(script|style|noscript|template|iframe|svg)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?[a-z!?][^>]*(>|$)/gi, ' ');
  text = decodeEntities(text)
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/** Text (a name, a title) on one line: whitespace collapsed, cut at `max`. Tags are kept as text. */
export function oneLine(text: string | null | undefined, max = 200): string {
  const t = String(text ?? '').replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
}
