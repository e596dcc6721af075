// What a product's screen shows: one of a few scenes, in one of a few palettes, chosen by the
// product's seed (server/demo/media/index.ts) so that two TVs or two phones rarely look alike.
// Each scene is a handful of shapes: the pictures are served to phones.

type Box = { x: number; y: number; w: number; h: number; rx: number };
type Scene = (b: Box, colours: readonly string[], seed: number) => string;

const f = (n: number) => n.toFixed(1);
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const poly = (b: Box, pts: number[][], fill: string, extra = '') =>
  `<polygon points="${pts.map(([px, py]) => `${f(b.x + px * b.w)},${f(b.y + py * b.h)}`).join(' ')}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

/** Sky-to-ground palettes: [top, middle, bottom, shape, highlight]. */
const PALETTES = [
  ['#3b6fd8', '#8fb8f0', '#f3c58b', '#2d4a6e', '#ffffff'],
  ['#1d2b64', '#f8753b', '#fcd26b', '#3a1c48', '#ffe8a3'],
  ['#0f2027', '#2c5364', '#6fb1c8', '#0b1a22', '#e0f7fa'],
  ['#5b247a', '#d6388d', '#ffb36b', '#2e1246', '#fff1c1'],
  ['#134e5e', '#71b280', '#d9f0a3', '#0d3b2e', '#ffffff'],
  ['#e96443', '#904e95', '#37245b', '#1c1233', '#ffd6a5'],
] as const;

const gradient = (id: string, c: readonly string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c[0]}"/>` +
  `<stop offset="0.6" stop-color="${c[1]}"/><stop offset="1" stop-color="${c[2]}"/></linearGradient>`;

const mountains: Scene = (b, c, seed) => {
  const peak = 0.3 + (seed % 5) * 0.08;
  return (
    poly(b, [[0, 1], [0, 0.62], [peak - 0.18, 0.5], [peak, 0.3], [peak + 0.16, 0.58], [0.78, 0.42], [1, 0.7], [1, 1]], c[3], 'opacity="0.9"') +
    poly(b, [[peak - 0.05, 0.4], [peak, 0.3], [peak + 0.05, 0.4]], c[4]) +
    rect(b.x, b.y + b.h * 0.86, b.w, b.h * 0.14, c[3])
  );
};

const seaSunset: Scene = (b, c, seed) => {
  const sx = b.x + b.w * (0.25 + (seed % 4) * 0.15);
  return (
    `<circle cx="${f(sx)}" cy="${f(b.y + b.h * 0.58)}" r="${f(b.h * 0.16)}" fill="${c[4]}"/>` +
    rect(b.x, b.y + b.h * 0.6, b.w, b.h * 0.4, c[3], 'opacity="0.85"') +
    [0.7, 0.8, 0.9].map((t, i) => rect(sx - b.w * (0.12 - i * 0.03), b.y + b.h * t, b.w * (0.24 - i * 0.06), b.h * 0.015, c[4], 'opacity="0.6"')).join('')
  );
};

const city: Scene = (b, c, seed) => {
  let s = '';
  const n = 7;
  for (let i = 0; i < n; i++) {
    const hh = 0.3 + (((seed >> i) & 7) / 7) * 0.45;
    s += rect(b.x + (b.w / n) * i, b.y + b.h * (1 - hh), b.w / n - 1, b.h * hh, c[3]) +
      rect(b.x + (b.w / n) * i + b.w / n / 3, b.y + b.h * (1 - hh) + b.h * 0.06, b.w / n / 3, b.h * 0.04, c[4], 'opacity="0.8"');
  }
  return `<circle cx="${f(b.x + b.w * 0.82)}" cy="${f(b.y + b.h * 0.2)}" r="${f(b.h * 0.08)}" fill="${c[4]}"/>` + s;
};

const waves: Scene = (b, c) => {
  const wave = (y: number, amp: number, fill: string, op: number) =>
    `<path d="M${f(b.x)} ${f(b.y + b.h * y)} C${f(b.x + b.w * 0.3)} ${f(b.y + b.h * (y - amp))} ${f(b.x + b.w * 0.6)} ${f(b.y + b.h * (y + amp))} ${f(b.x + b.w)} ${f(b.y + b.h * y)} L${f(b.x + b.w)} ${f(b.y + b.h)} L${f(b.x)} ${f(b.y + b.h)} Z" fill="${fill}" opacity="${op}"/>`;
  return wave(0.45, 0.25, c[4], 0.35) + wave(0.62, 0.2, c[3], 0.6) + wave(0.8, 0.15, c[3], 0.9);
};

const pitch: Scene = (b) => {
  const line = `stroke="#ffffff" stroke-width="${f(Math.max(1, b.h * 0.012))}" opacity="0.85"`;
  return (
    rect(b.x, b.y + b.h * 0.3, b.w, b.h * 0.7, '#2e8b47') +
    rect(b.x, b.y + b.h * 0.3, b.w, b.h * 0.7, 'none', line) +
    `<line x1="${f(b.x + b.w / 2)}" y1="${f(b.y + b.h * 0.3)}" x2="${f(b.x + b.w / 2)}" y2="${f(b.y + b.h)}" ${line}/>` +
    `<circle cx="${f(b.x + b.w / 2)}" cy="${f(b.y + b.h * 0.65)}" r="${f(b.h * 0.12)}" fill="none" ${line}/>` +
    rect(b.x, b.y, b.w, b.h * 0.3, '#1b2a3a') + rect(b.x + b.w * 0.04, b.y + b.h * 0.08, b.w * 0.3, b.h * 0.12, '#ffffff', 'opacity="0.85"')
  );
};

/** Rows of tiles: an app grid on a portrait screen, a streaming menu on a wide one. */
const tiles: Scene = (b, c, seed) => {
  const portrait = b.h > b.w;
  const cols = portrait ? 4 : 5;
  const rows = portrait ? 5 : 2;
  const gap = b.w * 0.05;
  const size = (b.w - gap * (cols + 1)) / cols;
  const th = portrait ? size : size * 0.62;
  const top = b.y + (portrait ? b.h * 0.18 : b.h * 0.42);
  const fills = [c[1], c[2], c[4], c[3], '#4fc3f7', '#ff7043'];
  let s = '';
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const fill = fills[(seed + row * cols + col) % fills.length];
      s += rect(b.x + gap + col * (size + gap), top + row * (th + gap), size, th, fill, `rx="${f(size * 0.22)}"`);
    }
  }
  const clock = portrait ? rect(b.x + b.w * 0.25, b.y + b.h * 0.07, b.w * 0.5, b.h * 0.05, '#ffffff', 'opacity="0.85"') : '';
  return clock + s;
};

const SCENES: readonly Scene[] = [mountains, seaSunset, city, waves, pitch, tiles];

/**
 * A screen at (x, y, w, h). Seed 0 is the plain mountain landscape (banners and icons); any other
 * seed picks a scene and a palette. The gradient id is unique per document: one screen per picture.
 */
export function screen(seed: number, x: number, y: number, w: number, h: number, rx = 2): string {
  const b: Box = { x, y, w, h, rx };
  const colours = PALETTES[seed === 0 ? 0 : (seed >>> 3) % PALETTES.length];
  const scene = seed === 0 ? mountains : SCENES[(seed >>> 1) % SCENES.length];
  const clip = `scr${seed % 997}`;
  return (
    `<defs>${gradient(`${clip}g`, colours)}<clipPath id="${clip}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${rx}"/></clipPath></defs>` +
    `<g clip-path="url(#${clip})">${rect(x, y, w, h, `url(#${clip}g)`)}${scene(b, colours, seed >>> 5)}` +
    `${rect(x, y, w * 0.5, h * 0.5, 'url(#glass)')}</g>`
  );
}
