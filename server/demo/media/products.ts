// Product pictures: one simple, flat drawing per kind of product, in the product's colour, with the
// brand's name where a real product carries it. Canvas 400 x 400, floor at y = 350.
import type { DrawKind } from './kinds';
import { screen as drawScreen } from './screens';
import { shade } from './svg';

export interface Paint {
  /** Body colour and its darker shade. */
  body: string;
  dark: string;
  /** The brand's colour, for small accents. */
  accent: string;
  /** Varies the product's look (screen, shape, size); 0, the default, is the plain drawing. */
  seed?: number;
}

export interface Drawing {
  body: string;
  /** Where the brand name goes (x, y, font size, colour), if the product shows it. */
  label?: { x: number; y: number; size: number; fill: string };
}

/** Gradients the drawings refer to; included once per document. */
export const PRODUCT_DEFS =
  '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>' +
  '<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe6ff"/><stop offset="1" stop-color="#5aa9e6"/></linearGradient>';

const r = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const c = (cx: number, cy: number, rad: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const e = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 2, extra = '') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"${extra ? ' ' + extra : ''}/>`;
const shine = (x: number, y: number, w: number, h: number, rx = 0) => r(x, y, w, h, rx, 'url(#glass)');
const screen = (k: Paint, x: number, y: number, w: number, h: number, rx = 2) => drawScreen(k.seed ?? 0, x, y, w, h, rx);

const knob = (x: number, y: number, rad: number, col: string) => c(x, y, rad, col) + line(x, y - rad * 0.8, x, y - rad * 0.2, '#ffffff', 2);
const dots = (x: number, y: number, n: number, gap: number, rad: number, fill: string) =>
  Array.from({ length: n }, (_, i) => c(x + i * gap, y, rad, fill)).join('');

type Draw = (k: Paint) => Drawing;

/** A variant 0..n-1 of a product's look, from its seed (0 without one). */
const variant = (k: Paint, salt: number, n: number) => (((k.seed ?? 0) >>> salt) & 0xff) % n;

/** A TV: screen size, bezel and stand (feet, pedestal or wall mount) vary with the product. */
const tv: Draw = (k) => {
  const w = [340, 300, 320, 270, 350][variant(k, 2, 5)];
  const h = Math.round(w * 0.6);
  const x = 200 - w / 2;
  const stand = variant(k, 9, 3);
  const bottom = stand === 2 ? 300 : 316;
  const y = bottom - h;
  const bezel = variant(k, 13, 3) === 0 ? k.dark : '#17181b';
  const legs =
    stand === 0
      ? p(`M${x + w * 0.18} ${bottom} L${x + w * 0.12} 340 L${x + w * 0.16} 340 L${x + w * 0.24} ${bottom} Z M${x + w * 0.82} ${bottom} L${x + w * 0.88} 340 L${x + w * 0.84} 340 L${x + w * 0.76} ${bottom} Z`, k.dark)
      : stand === 1
        ? r(188, bottom, 24, 22, 2, k.dark) + r(150, 334, 100, 8, 4, k.dark)
        : r(170, 344, 60, 4, 2, '#adb5bd');
  return {
    body: legs + r(x, y, w, h, 6, bezel) + screen(k, x + 6, y + 6, w - 12, h - 16) + r(194, bottom - 7, 12, 3, 1.5, k.accent),
    label: { x: 200, y: bottom - 5, size: 7, fill: '#c9ccd1' },
  };
};

const monitor: Draw = (k) => ({
  body:
    r(186, 262, 28, 60, 4, k.dark) + p('M140 336 Q200 318 260 336 Z', k.dark) + r(140, 330, 120, 8, 4, k.body) +
    r(50, 74, 300, 192, 8, k.body) + screen(k, 58, 82, 284, 168, 2),
  label: { x: 200, y: 260, size: 8, fill: shade(k.body, 0.6) },
});

const soundbar: Draw = (k) => ({
  body:
    r(250, 170, 110, 170, 14, k.dark) + c(305, 270, 38, shade(k.dark, 0.15)) + c(305, 270, 16, k.dark) +
    r(30, 236, 250, 46, 20, k.body) + dots(52, 259, 18, 12.5, 2.2, shade(k.body, -0.4)),
  label: { x: 155, y: 250, size: 9, fill: shade(k.body, 0.5) },
});

const hometheatre: Draw = (k) => ({
  body:
    [40, 310].map((x) => r(x, 90, 50, 250, 10, k.dark) + c(x + 25, 140, 15, shade(k.dark, 0.2)) + c(x + 25, 200, 15, shade(k.dark, 0.2)) + c(x + 25, 260, 15, shade(k.dark, 0.2))).join('') +
    r(110, 270, 180, 40, 16, k.body) + dots(125, 290, 13, 12.5, 2, shade(k.body, -0.4)) + r(160, 200, 80, 62, 8, shade(k.dark, 0.1)) + c(200, 231, 20, k.dark),
  label: { x: 200, y: 284, size: 8, fill: shade(k.body, 0.5) },
});

const speaker: Draw = (k) => ({
  body:
    r(70, 170, 260, 120, 60, k.body) + r(90, 180, 220, 100, 50, shade(k.body, -0.15)) +
    Array.from({ length: 9 }, (_, i) => line(110 + i * 22, 186, 110 + i * 22, 274, shade(k.body, -0.3), 2)).join('') +
    e(78, 230, 14, 55, k.dark) + e(322, 230, 14, 55, k.dark) + r(150, 160, 100, 14, 7, k.dark),
  label: { x: 200, y: 236, size: 16, fill: '#ffffff' },
});

const partyspeaker: Draw = (k) => ({
  body:
    r(110, 50, 180, 296, 16, k.dark) + c(200, 130, 58, '#111') + c(200, 130, 62, 'none', `stroke="${k.accent}" stroke-width="6"`) + c(200, 130, 20, '#333') +
    c(200, 262, 58, '#111') + c(200, 262, 62, 'none', 'stroke="#7c4dff" stroke-width="6"') + c(200, 262, 20, '#333') + r(150, 58, 100, 10, 5, '#444'),
  label: { x: 200, y: 205, size: 12, fill: '#eeeeee' },
});

const headphones: Draw = (k) => ({
  body:
    p('M100 230 C100 100 300 100 300 230', 'none', `stroke="${k.body}" stroke-width="22" stroke-linecap="round"`) +
    p('M110 226 C112 130 288 130 290 226', 'none', `stroke="${shade(k.body, -0.3)}" stroke-width="4"`) +
    e(100, 260, 42, 62, k.body) + e(100, 260, 28, 48, shade(k.body, -0.25)) + e(300, 260, 42, 62, k.body) + e(300, 260, 28, 48, shade(k.body, -0.25)),
  label: { x: 300, y: 264, size: 9, fill: shade(k.body, 0.6) },
});

const earbuds: Draw = (k) => ({
  body:
    r(120, 200, 160, 130, 52, k.body) + line(124, 245, 276, 245, shade(k.body, -0.25), 2) + c(200, 290, 4, '#4caf50') +
    c(155, 130, 26, k.body) + r(143, 140, 20, 60, 10, k.body) + c(155, 130, 12, shade(k.body, -0.25)) +
    c(245, 130, 26, k.body) + r(237, 140, 20, 60, 10, k.body) + c(245, 130, 12, shade(k.body, -0.25)) + shine(130, 205, 70, 38, 20),
  label: { x: 200, y: 276, size: 10, fill: shade(k.body, -0.5) },
});

const neckband: Draw = (k) => ({
  body:
    p('M90 160 C90 330 310 330 310 160', 'none', `stroke="${k.body}" stroke-width="20" stroke-linecap="round"`) +
    r(78, 150, 26, 70, 12, k.dark) + r(296, 150, 26, 70, 12, k.dark) +
    line(91, 152, 150, 90, '#333', 3) + line(309, 152, 250, 90, '#333', 3) + c(150, 86, 14, k.body) + c(250, 86, 14, k.body),
  label: { x: 200, y: 300, size: 9, fill: shade(k.body, 0.6) },
});

const projector: Draw = (k) => ({
  body:
    r(80, 170, 240, 130, 22, k.body) + r(80, 170, 240, 30, 14, shade(k.body, 0.2)) + c(140, 240, 40, '#222') + c(140, 240, 26, '#3a4a6b') + c(132, 232, 8, '#9fc3ff') +
    Array.from({ length: 6 }, (_, i) => line(210 + i * 16, 225, 210 + i * 16, 275, shade(k.body, -0.25), 4)).join('') + r(110, 300, 20, 12, 3, k.dark) + r(270, 300, 20, 12, 3, k.dark),
  label: { x: 260, y: 212, size: 11, fill: shade(k.body, -0.5) },
});

const fridge = (x: number, w: number, top: number, split: number | null, sbs = false): Draw => (k) => {
  const h = 346 - top;
  let b = r(x, top, w, h, 16, k.body) + r(x + w - 10, top + 6, 8, h - 12, 4, shade(k.body, -0.15));
  if (sbs) {
    b += line(x + w / 2, top + 4, x + w / 2, 342, k.dark, 3) + r(x + 28, top + 60, 60, 80, 8, shade(k.dark, -0.2)) +
      r(x + w / 2 - 16, top + 50, 6, 130, 3, k.dark) + r(x + w / 2 + 10, top + 50, 6, 130, 3, k.dark);
  } else if (split !== null) {
    const sy = top + h * split;
    b += line(x + 4, sy, x + w - 4, sy, k.dark, 3) + r(x + 14, sy - 40, 6, 30, 3, k.dark) + r(x + 14, sy + 14, 6, 60, 3, k.dark);
    if (split > 0.6) b += r(x + 10, 346 - 46, w - 20, 34, 8, shade(k.body, -0.12)) + r(x + w / 2 - 30, 346 - 34, 60, 6, 3, k.dark);
  } else {
    b += r(x + 14, top + 30, 6, 50, 3, k.dark);
  }
  b += shine(x + 4, top + 4, w * 0.45, h * 0.5, 12);
  return { body: b, label: { x: x + w / 2, y: top + 24, size: Math.min(12, w / 10), fill: shade(k.body, -0.55) } };
};

const freezer: Draw = (k) => ({
  body: r(60, 190, 280, 156, 14, k.body) + r(56, 180, 288, 34, 10, shade(k.body, -0.1)) + r(170, 214, 60, 10, 5, k.dark) + r(80, 300, 240, 30, 6, shade(k.body, -0.07)) + shine(64, 214, 140, 60, 10),
  label: { x: 200, y: 250, size: 12, fill: shade(k.body, -0.55) },
});

const washerFront: Draw = (k) => ({
  body:
    r(95, 70, 210, 276, 16, k.body) + r(95, 70, 210, 50, 12, shade(k.body, -0.08)) + r(120, 84, 60, 22, 4, '#1d2a38') + knob(270, 95, 14, shade(k.body, -0.3)) +
    c(200, 228, 82, shade(k.body, -0.2)) + c(200, 228, 66, '#3b4a5c') + c(200, 228, 56, '#6f8aa6') + p('M150 228 a50 50 0 0 1 50 -50', 'none', 'stroke="#ffffff" stroke-opacity="0.5" stroke-width="6"'),
  label: { x: 150, y: 132, size: 10, fill: shade(k.body, -0.55) },
});

const washerTop: Draw = (k) => ({
  body:
    r(95, 90, 210, 256, 16, k.body) + r(95, 70, 210, 46, 12, shade(k.body, -0.1)) + r(150, 80, 100, 20, 4, '#1d2a38') + dots(162, 90, 5, 19, 3, '#4fc3f7') +
    r(110, 124, 180, 70, 10, '#4b5d70') + r(120, 132, 160, 54, 8, '#8fb1cf') + shine(120, 132, 80, 30, 8),
  label: { x: 200, y: 240, size: 14, fill: shade(k.body, -0.55) },
});

const washerSemi: Draw = (k) => ({
  body:
    r(60, 120, 280, 226, 18, k.body) + r(60, 100, 280, 44, 14, shade(k.body, -0.15)) + r(80, 104, 150, 34, 10, '#8fb1cf') + r(245, 104, 80, 34, 10, shade(k.body, 0.2)) +
    knob(110, 175, 14, k.dark) + knob(160, 175, 14, k.dark) + knob(280, 175, 14, k.dark) + r(60, 320, 280, 26, 10, shade(k.body, -0.25)),
  label: { x: 200, y: 250, size: 16, fill: '#ffffff' },
});

const dishwasher: Draw = (k) => ({
  body: r(95, 70, 210, 276, 12, k.body) + r(95, 70, 210, 40, 8, '#2a2d33') + dots(230, 90, 4, 16, 4, '#4fc3f7') + r(125, 122, 150, 10, 5, shade(k.body, -0.3)) + r(110, 145, 180, 186, 6, shade(k.body, -0.06)) + shine(110, 145, 90, 100, 6),
  label: { x: 140, y: 94, size: 10, fill: '#dddddd' },
});

const purifier: Draw = (k) => ({
  body:
    r(125, 50, 150, 280, 26, k.body) + r(145, 110, 110, 120, 14, 'url(#water)', 'opacity="0.85"') + r(145, 110, 110, 120, 14, 'none', `stroke="${shade(k.body, -0.2)}" stroke-width="3"`) +
    c(200, 80, 8, k.accent) + r(188, 330, 24, 14, 4, '#888') + p('M193 344 L193 356 L207 356 L207 344', '#9aa0a6') + shine(150, 114, 40, 100, 10),
  label: { x: 200, y: 272, size: 12, fill: shade(k.body, -0.6) },
});

const dispenser: Draw = (k) => ({
  body:
    r(140, 140, 120, 206, 14, k.body) + p('M160 140 L160 60 Q200 30 240 60 L240 140 Z', 'url(#water)', 'opacity="0.85"') + r(182, 40, 36, 14, 5, '#5aa9e6') +
    r(160, 200, 20, 20, 4, '#e53935') + r(220, 200, 20, 20, 4, '#1e88e5') + r(150, 250, 100, 10, 4, shade(k.body, -0.3)),
  label: { x: 200, y: 300, size: 11, fill: shade(k.body, -0.55) },
});

const vacuum: Draw = (k) => ({
  body:
    p('M250 300 C330 300 330 160 270 120 L250 70', 'none', 'stroke="#555" stroke-width="10" stroke-linecap="round"') + r(240, 60, 24, 120, 8, '#888') +
    p('M150 330 L90 330 L90 318 L160 318 Z', '#444') + line(230, 170, 150, 322, '#777', 8) +
    e(250, 290, 90, 54, k.body) + e(250, 276, 70, 36, shade(k.body, 0.25)) + c(190, 320, 16, '#333') + c(310, 320, 16, '#333'),
  label: { x: 260, y: 300, size: 12, fill: '#ffffff' },
});

const geyser: Draw = (k) => ({
  body: r(140, 60, 120, 250, 58, k.body) + r(140, 60, 120, 250, 58, 'none', `stroke="${shade(k.body, -0.15)}" stroke-width="3"`) + c(185, 250, 5, '#e53935') + c(215, 250, 5, '#43a047') + r(165, 306, 10, 40, 3, '#9aa0a6') + r(225, 306, 10, 40, 3, '#9aa0a6') + shine(148, 70, 50, 160, 25),
  label: { x: 200, y: 200, size: 13, fill: shade(k.body, -0.6) },
});

const airpurifier: Draw = (k) => ({
  body: r(130, 60, 140, 286, 34, k.body) + e(200, 78, 60, 12, shade(k.body, -0.2)) + Array.from({ length: 10 }, (_, i) => line(150, 180 + i * 14, 250, 180 + i * 14, shade(k.body, -0.12), 4)).join('') + c(200, 126, 20, 'none', 'stroke="#4fc3f7" stroke-width="5"'),
  label: { x: 200, y: 160, size: 11, fill: shade(k.body, -0.6) },
});

const heater: Draw = (k) => ({
  body:
    Array.from({ length: 9 }, (_, i) => r(92 + i * 24, 110, 20, 210, 10, k.body) + r(96 + i * 24, 116, 6, 198, 3, shade(k.body, 0.25))).join('') +
    r(80, 300, 240, 14, 6, k.dark) + c(100, 330, 12, '#333') + c(300, 330, 12, '#333') + r(300, 90, 30, 60, 8, k.dark) + knob(315, 110, 8, '#888'),
  label: { x: 200, y: 100, size: 11, fill: shade(k.body, -0.5) },
});

const microwave = (oven: boolean): Draw => (k) => ({
  body:
    r(50, 120, 300, 196, 14, k.body) + r(66, 138, 200, 160, 8, '#1c1f24') + r(76, 148, 180, 140, 6, oven ? '#3a2b20' : '#2c3440') +
    (oven ? [170, 200, 230, 260].map((y) => line(86, y, 246, y, '#ff8a3d', 3)).join('') : shine(76, 148, 90, 60, 6)) +
    r(280, 140, 56, 30, 4, '#10151a') + (oven ? knob(308, 200, 14, k.dark) + knob(308, 250, 14, k.dark) : dots(292, 196, 3, 16, 5, k.dark) + dots(292, 220, 3, 16, 5, k.dark) + dots(292, 244, 3, 16, 5, k.dark)) +
    r(70, 316, 30, 8, 3, '#333') + r(300, 316, 30, 8, 3, '#333'),
  label: { x: 166, y: 312, size: 9, fill: shade(k.body, -0.5) },
});

const jarOnBase = (jarH: number, wide: number): Draw => (k) => ({
  body:
    p(`M${200 - wide} ${346 - 80} L${200 + wide} ${346 - 80} L${200 + wide - 12} 346 L${200 - wide + 12} 346 Z`, k.body) + knob(200, 316, 14, k.dark) +
    p(`M${200 - wide + 10} ${266 - jarH} L${200 + wide - 10} ${266 - jarH} L${200 + wide - 24} 266 L${200 - wide + 24} 266 Z`, '#dfe8ef', 'opacity="0.9"') +
    r(200 - wide + 4, 266 - jarH - 14, wide * 2 - 8, 16, 6, k.dark) + p(`M${200 + wide - 12} ${286 - jarH} q40 10 20 ${jarH * 0.6}`, 'none', `stroke="${k.dark}" stroke-width="10"`) +
    shine(200 - wide + 20, 276 - jarH, 26, jarH * 0.6, 6),
  label: { x: 200, y: 296, size: 10, fill: shade(k.body, -0.55) },
});

const juicer: Draw = (k) => ({
  body: e(180, 330, 90, 18, k.dark) + r(100, 220, 160, 112, 30, k.body) + r(150, 100, 60, 130, 10, '#dfe8ef', 'opacity="0.9"') + r(158, 60, 44, 50, 8, k.dark) + r(270, 230, 60, 100, 10, '#ffcc80', 'opacity="0.85"') + p('M260 240 L300 240', 'none', 'stroke="#999" stroke-width="4"'),
  label: { x: 180, y: 290, size: 11, fill: shade(k.body, -0.55) },
});

const handblender: Draw = (k) => ({
  body: r(175, 50, 50, 170, 24, k.body) + r(188, 80, 24, 14, 7, k.accent) + r(190, 210, 20, 90, 6, '#b8bec6') + p('M170 300 Q200 280 230 300 L226 340 L174 340 Z', '#b8bec6') + shine(180, 60, 16, 120, 8),
  label: { x: 200, y: 160, size: 9, fill: shade(k.body, -0.6) },
});

const riceCooker: Draw = (k) => ({
  body: r(100, 170, 200, 170, 50, k.body) + e(200, 172, 96, 36, shade(k.body, -0.08)) + r(170, 124, 60, 22, 10, k.dark) + r(180, 270, 40, 26, 6, shade(k.body, -0.3)) + c(190, 283, 4, '#e53935') + c(210, 283, 4, '#ffb300') + shine(110, 200, 60, 80, 30),
  label: { x: 200, y: 250, size: 12, fill: shade(k.body, -0.55) },
});

const pressureCooker: Draw = (k) => ({
  body: r(100, 190, 180, 150, 24, '#c5cad1') + e(190, 190, 92, 18, '#aeb4bc') + r(170, 150, 40, 30, 8, '#333') + r(270, 176, 110, 20, 8, '#222') + e(190, 344, 90, 8, '#8e959e') + shine(110, 200, 50, 100, 20),
  label: { x: 190, y: 270, size: 12, fill: '#555' },
});

const cookware: Draw = (k) => ({
  body: e(160, 300, 110, 26, k.body) + r(50, 272, 220, 30, 10, k.body) + r(268, 280, 110, 14, 7, '#333') + r(160, 150, 160, 110, 18, k.dark) + e(240, 150, 84, 16, '#cfe6f5', 'opacity="0.8"') + c(240, 134, 8, '#333') + r(148, 170, 14, 20, 5, '#333') + r(318, 170, 14, 20, 5, '#333'),
  label: { x: 240, y: 220, size: 11, fill: '#dddddd' },
});

const cooktop = (burners: number, knobs: boolean): Draw => (k) => {
  const ring = (cx: number, cy: number, rad: number) => e(cx, cy, rad, rad * 0.38, 'none', `stroke="${burners ? '#c7a26a' : '#e53935'}" stroke-width="5"`);
  const n = Math.max(burners, 1);
  const xs = Array.from({ length: n }, (_, i) => 200 + (i - (n - 1) / 2) * (260 / n));
  return {
    body:
      p('M70 290 L110 200 L290 200 L330 290 Z', '#15171a') + p('M70 290 L330 290 L330 306 L70 306 Z', k.body) +
      (burners ? xs.map((x) => ring(x, 246, 30) + ring(x, 246, 14)).join('') : ring(200, 246, 52) + ring(200, 246, 30)) +
      (knobs ? xs.map((x) => c(x, 298, 6, '#d0d4da')).join('') : r(170, 292, 60, 8, 3, '#4fc3f7')) + shine(110, 204, 80, 30, 0),
    label: { x: 200, y: 286, size: 8, fill: '#bbbbbb' },
  };
};

const chimney: Draw = (k) => ({
  body: r(170, 40, 60, 160, 4, shade(k.body, 0.1)) + p('M80 280 L130 190 L270 190 L320 280 Z', k.body) + r(80, 280, 240, 24, 4, shade(k.body, -0.2)) + dots(180, 292, 4, 14, 4, '#4fc3f7') + shine(135, 196, 60, 60, 0),
  label: { x: 200, y: 250, size: 11, fill: shade(k.body, -0.6) },
});

const kettle: Draw = (k) => ({
  body:
    e(200, 336, 90, 12, k.dark) + p('M130 330 L146 170 Q200 150 254 170 L270 330 Z', k.body) + p('M146 200 L100 160 L110 150 L150 182 Z', k.body) +
    p('M254 190 C310 190 310 300 262 300', 'none', `stroke="${k.dark}" stroke-width="16"`) + e(200, 168, 54, 10, k.dark) + r(190, 150, 20, 12, 4, k.dark) + shine(150, 180, 34, 130, 12),
  label: { x: 200, y: 260, size: 12, fill: shade(k.body, -0.55) },
});

const toaster: Draw = (k) => ({
  body: r(90, 170, 220, 160, 40, k.body) + r(130, 160, 50, 14, 5, '#222') + r(220, 160, 50, 14, 5, '#222') + r(300, 210, 16, 40, 5, k.dark) + knob(200, 290, 10, k.dark) + shine(100, 180, 80, 60, 30),
  label: { x: 200, y: 250, size: 12, fill: shade(k.body, -0.55) },
});

const sandwich: Draw = (k) => ({
  body: r(90, 220, 220, 110, 30, k.body) + p('M96 230 Q200 160 304 230 Z', shade(k.body, 0.1)) + r(300, 250, 50, 18, 8, k.dark) + c(140, 290, 5, '#e53935') + c(160, 290, 5, '#43a047'),
  label: { x: 200, y: 300, size: 11, fill: shade(k.body, -0.55) },
});

const coffee: Draw = (k) => ({
  body: r(110, 80, 180, 260, 20, k.body) + r(110, 80, 180, 60, 18, shade(k.body, -0.15)) + r(130, 170, 140, 100, 6, '#222') + p('M150 210 L250 210 L240 300 L160 300 Z', '#dfe8ef', 'opacity="0.9"') + r(150, 260, 100, 40, 4, '#4e342e') + r(110, 320, 180, 20, 8, k.dark),
  label: { x: 200, y: 114, size: 11, fill: shade(k.body, 0.6) },
});

const airfryer: Draw = (k) => ({
  body: r(110, 80, 180, 266, 40, k.body) + r(125, 200, 150, 130, 24, shade(k.body, -0.12)) + r(180, 250, 40, 60, 10, k.dark) + c(200, 140, 28, '#111') + c(200, 140, 20, 'none', 'stroke="#ff7043" stroke-width="3"') + shine(118, 90, 60, 90, 30),
  label: { x: 200, y: 186, size: 10, fill: shade(k.body, -0.6) },
});

/** A phone: size, corner radius and the front camera (punch hole, notch or island) vary with the product. */
const phone = (island: boolean): Draw => (k) => {
  const w = [120, 112, 128, 116][variant(k, 2, 4)];
  const h = [310, 296, 318, 304][variant(k, 6, 4)];
  const x = 200 - w / 2;
  const y = 346 - h;
  const rad = [22, 16, 28][variant(k, 10, 3)];
  const camera = island ? 3 : variant(k, 14, 3);
  const cam = [
    c(200, y + 24, 4.5, '#000'),
    c(x + 22, y + 24, 4.5, '#000'),
    r(200 - 16, y + 10, 32, 10, 5, '#000'),
    r(200 - 14, y + 20, 28, 9, 4.5, '#000'),
  ][camera];
  return {
    body:
      r(x, y, w, h, rad, k.dark) + r(x + 4, y + 4, w - 8, h - 8, rad - 3, k.body) + r(x + 10, y + 10, w - 20, h - 20, rad - 7, '#0d0f12') +
      screen(k, x + 12, y + 12, w - 24, h - 24, rad - 8) + cam + r(x + w, y + 74, 4, 40, 2, k.dark),
    label: { x: 200, y: 330, size: 7, fill: '#ffffff' },
  };
};

const featurephone: Draw = (k) => ({
  body:
    r(150, 60, 100, 270, 20, k.body) + r(162, 80, 76, 70, 4, '#0d0f12') + screen(k, 166, 84, 68, 62, 2) +
    Array.from({ length: 12 }, (_, i) => r(168 + (i % 3) * 22, 190 + Math.floor(i / 3) * 30, 18, 22, 5, shade(k.body, -0.3))).join('') + r(176, 160, 48, 20, 10, shade(k.body, -0.3)),
  label: { x: 200, y: 73, size: 7, fill: shade(k.body, 0.6) },
});

const tablet: Draw = (k) => ({
  body: r(50, 90, 300, 210, 20, k.dark) + r(54, 94, 292, 202, 17, k.body) + r(62, 102, 276, 186, 10, '#0d0f12') + screen(k, 64, 104, 272, 182, 8) + c(200, 97, 2.5, '#000'),
  label: { x: 200, y: 294, size: 7, fill: '#ffffff' },
});

const watch = (band: boolean): Draw => (k) => ({
  body:
    r(165, 40, 70, 320, 26, k.body) + Array.from({ length: 5 }, (_, i) => c(200, 280 + i * 14, 3, shade(k.body, -0.3))).join('') +
    (band ? r(170, 150, 60, 110, 30, '#111') + r(180, 165, 40, 80, 20, '#1a237e') + line(190, 205, 210, 205, '#4fc3f7', 4)
      : r(140, 130, 120, 140, 34, '#222') + r(150, 140, 100, 120, 26, '#0d0f12') + c(200, 200, 40, 'none', `stroke="${k.accent}" stroke-width="6"`) + c(200, 200, 28, 'none', 'stroke="#4caf50" stroke-width="6"') + r(258, 180, 10, 30, 4, '#444')),
  label: { x: 200, y: 250, size: 7, fill: '#bbbbbb' },
});

const powerbank: Draw = (k) => ({
  body: r(130, 80, 140, 260, 20, k.body) + r(130, 80, 140, 260, 20, 'none', `stroke="${shade(k.body, -0.2)}" stroke-width="3"`) + dots(176, 110, 4, 16, 4, '#4fc3f7') + r(180, 326, 40, 8, 4, '#222') + shine(136, 90, 50, 150, 16),
  label: { x: 200, y: 220, size: 14, fill: shade(k.body, -0.6) },
});

const charger: Draw = (k) => ({
  body: r(120, 150, 120, 120, 18, k.body) + r(150, 110, 12, 44, 3, '#c0c4ca') + r(198, 110, 12, 44, 3, '#c0c4ca') + r(168, 262, 24, 16, 4, '#333') + p('M180 278 C180 340 300 300 300 220 L300 160', 'none', `stroke="${k.body}" stroke-width="8" stroke-linecap="round"`) + r(290, 130, 20, 34, 5, shade(k.body, -0.1)),
  label: { x: 180, y: 214, size: 11, fill: shade(k.body, -0.6) },
});

const laptop: Draw = (k) => ({
  body:
    r(78, 70, 244, 170, 10, k.body) + r(84, 76, 232, 158, 6, '#0d0f12') + screen(k, 88, 80, 224, 150, 3) +
    p('M50 250 L350 250 L368 282 L32 282 Z', k.body) + p('M84 254 L316 254 L326 270 L74 270 Z', shade(k.body, -0.25)) + r(170, 272, 60, 6, 3, shade(k.body, -0.15)) + r(78, 240, 244, 10, 3, shade(k.body, -0.1)),
  label: { x: 200, y: 247, size: 6, fill: shade(k.body, -0.55) },
});

const desktop: Draw = (k) => ({
  body: r(180, 270, 40, 50, 4, k.dark) + p('M140 330 L260 330 L250 318 L150 318 Z', k.dark) + r(50, 60, 300, 214, 10, k.body) + r(58, 68, 284, 176, 4, '#0d0f12') + screen(k, 60, 70, 280, 172, 2) + r(50, 246, 300, 28, 0, k.body),
  label: { x: 200, y: 264, size: 9, fill: shade(k.body, -0.55) },
});

const printer: Draw = (k) => ({
  body: p('M140 140 L260 140 L250 70 L150 70 Z', '#ffffff', 'stroke="#ccc"') + r(80, 140, 240, 140, 16, k.body) + r(80, 140, 240, 30, 12, shade(k.body, -0.1)) + r(110, 250, 180, 14, 4, '#222') + p('M120 264 L280 264 L290 320 L110 320 Z', '#ffffff', 'stroke="#ccc"') + r(250, 180, 50, 16, 3, '#1d2a38') + c(290, 220, 6, '#43a047'),
  label: { x: 140, y: 200, size: 11, fill: shade(k.body, -0.55) },
});

const keyboard: Draw = (k) => ({
  body:
    r(30, 200, 260, 100, 10, k.body) +
    Array.from({ length: 36 }, (_, i) => r(42 + (i % 12) * 20.5, 212 + Math.floor(i / 12) * 22, 16, 16, 3, shade(k.body, -0.25))).join('') + r(90, 278, 140, 14, 3, shade(k.body, -0.25)) +
    e(330, 250, 30, 46, k.body) + line(330, 212, 330, 240, shade(k.body, -0.3), 2),
  label: { x: 330, y: 278, size: 7, fill: shade(k.body, -0.6) },
});

const storage: Draw = (k) => ({
  body: r(130, 90, 140, 200, 16, k.body) + r(136, 96, 128, 188, 12, shade(k.body, 0.08)) + c(250, 270, 4, '#4fc3f7') + p('M200 290 C200 340 320 340 320 300', 'none', 'stroke="#333" stroke-width="6"') + shine(140, 100, 50, 120, 10),
  label: { x: 200, y: 200, size: 13, fill: shade(k.body, -0.6) },
});

const router: Draw = (k) => ({
  body: [110, 170, 230, 290].map((x) => r(x - 6, 90, 12, 140, 6, k.dark)).join('') + r(70, 220, 260, 80, 18, k.body) + dots(110, 276, 6, 20, 4, '#43a047'),
  label: { x: 260, y: 262, size: 11, fill: shade(k.body, -0.55) },
});

const acSplit: Draw = (k) => ({
  body: r(30, 140, 340, 110, 24, k.body) + r(30, 140, 340, 110, 24, 'none', `stroke="${shade(k.body, -0.12)}" stroke-width="3"`) + r(50, 222, 300, 14, 6, shade(k.body, -0.2)) + p('M70 250 Q200 274 330 250', 'none', `stroke="${shade(k.body, -0.15)}" stroke-width="4"`) + r(300, 170, 40, 22, 4, '#10151a') + `<text x="320" y="186" font-family="Arial" font-size="13" fill="#4fc3f7" text-anchor="middle">24°</text>`,
  label: { x: 110, y: 186, size: 12, fill: shade(k.body, -0.55) },
});

const acWindow: Draw = (k) => ({
  body: r(70, 110, 260, 200, 12, k.body) + Array.from({ length: 9 }, (_, i) => line(90, 140 + i * 16, 230, 140 + i * 16, shade(k.body, -0.25), 5)).join('') + r(250, 130, 60, 160, 8, shade(k.body, -0.08)) + r(262, 150, 36, 18, 3, '#10151a') + knob(280, 210, 10, '#888') + knob(280, 250, 10, '#888'),
  label: { x: 160, y: 296, size: 11, fill: shade(k.body, -0.55) },
});

const cooler = (tall: boolean): Draw => (k) => {
  const x = tall ? 140 : 110;
  const w = tall ? 120 : 180;
  return {
    body:
      r(x, 60, w, 266, 18, k.body) + r(x + 14, 80, w - 28, 80, 8, shade(k.body, -0.2)) +
      Array.from({ length: 5 }, (_, i) => line(x + 22, 96 + i * 14, x + w - 22, 96 + i * 14, shade(k.body, 0.3), 3)).join('') +
      Array.from({ length: 24 }, (_, i) => c(x + 26 + (i % 6) * ((w - 52) / 5), 190 + Math.floor(i / 6) * 22, 6, shade(k.body, -0.18))).join('') +
      c(x + 20, 334, 10, '#333') + c(x + w - 20, 334, 10, '#333'),
    label: { x: 200, y: 292, size: 11, fill: shade(k.body, -0.55) },
  };
};

const ceilingfan: Draw = (k) => ({
  body:
    r(194, 30, 12, 110, 4, shade(k.body, -0.2)) + e(200, 40, 30, 10, shade(k.body, -0.2)) +
    [0, 120, 240].map((deg) => `<g transform="rotate(${deg} 200 200)">${e(200, 110, 24, 80, k.body, `transform="rotate(8 200 200)"`)}</g>`).join('') + c(200, 200, 34, shade(k.body, -0.15)) + c(200, 200, 14, shade(k.body, -0.35)),
  label: { x: 200, y: 204, size: 7, fill: '#ffffff' },
});

const fan: Draw = (k) => ({
  body:
    r(194, 220, 12, 110, 4, '#777') + e(200, 336, 70, 12, '#555') +
    c(200, 150, 100, 'none', `stroke="${k.body}" stroke-width="6"`) + Array.from({ length: 12 }, (_, i) => { const a = (i * Math.PI) / 6; return line(200 + Math.cos(a) * 18, 150 + Math.sin(a) * 18, 200 + Math.cos(a) * 98, 150 + Math.sin(a) * 98, shade(k.body, -0.15), 2); }).join('') +
    [0, 120, 240].map((deg) => `<g transform="rotate(${deg} 200 150)">${e(200, 100, 26, 46, k.body, 'opacity="0.85"')}</g>`).join('') + c(200, 150, 18, k.dark),
  label: { x: 200, y: 153, size: 6, fill: '#ffffff' },
});

const iron: Draw = (k) => ({
  body: p('M70 300 Q90 200 230 190 L330 196 Q340 250 330 300 Z', k.body) + p('M60 300 L340 300 L330 320 L80 320 Z', '#c0c4ca') + p('M170 196 Q200 120 300 130 L320 196', 'none', `stroke="${k.dark}" stroke-width="18" stroke-linecap="round"`) + c(250, 250, 16, shade(k.body, -0.3)),
  label: { x: 180, y: 270, size: 13, fill: '#ffffff' },
});

const steamer: Draw = (k) => ({
  body: r(196, 90, 8, 220, 4, '#999') + r(170, 60, 60, 50, 14, k.body) + r(130, 300, 140, 46, 18, k.body) + r(150, 280, 100, 26, 10, 'url(#water)') + p('M230 80 Q300 150 260 300', 'none', 'stroke="#444" stroke-width="4"'),
  label: { x: 200, y: 330, size: 10, fill: '#ffffff' },
});

const powerbox: Draw = (k) => ({
  body: r(90, 120, 220, 200, 14, k.body) + r(120, 150, 160, 50, 6, '#10151a') + `<text x="200" y="186" font-family="Arial" font-size="26" fill="#ff5252" text-anchor="middle">220V</text>` + c(140, 250, 10, '#43a047') + c(175, 250, 10, '#ffb300') + r(220, 240, 60, 26, 4, '#222') + r(100, 320, 30, 10, 3, '#333') + r(270, 320, 30, 10, 3, '#333'),
  label: { x: 200, y: 296, size: 11, fill: shade(k.body, 0.6) },
});

const lamp: Draw = (k) => ({
  body: r(80, 170, 240, 90, 16, k.body) + r(100, 186, 200, 46, 8, '#fffde7') + r(100, 186, 200, 46, 8, 'none', 'stroke="#ffe082" stroke-width="3"') + p('M140 170 Q200 100 260 170', 'none', `stroke="${k.dark}" stroke-width="12"`),
  label: { x: 200, y: 250, size: 9, fill: shade(k.body, -0.5) },
});

const hairdryer: Draw = (k) => ({
  body: r(90, 120, 170, 90, 45, k.body) + p('M240 130 L320 140 L320 190 L240 200 Z', k.dark) + p('M130 200 L180 200 L170 320 L140 320 Z', k.body) + c(145, 165, 26, shade(k.body, -0.2)) + r(148, 240, 14, 30, 5, k.dark),
  label: { x: 195, y: 168, size: 10, fill: '#ffffff' },
});

const straightener: Draw = (k) => ({
  body: `<g transform="rotate(-20 200 200)">${r(170, 60, 28, 280, 14, k.body)}${r(204, 60, 28, 280, 14, shade(k.body, -0.15))}${r(176, 70, 16, 110, 6, '#c0c4ca')}${r(210, 70, 16, 110, 6, '#c0c4ca')}</g>`,
  label: { x: 250, y: 250, size: 9, fill: shade(k.body, -0.5) },
});

const trimmer: Draw = (k) => ({
  body: r(170, 90, 60, 250, 28, k.body) + r(176, 60, 48, 40, 6, '#c0c4ca') + Array.from({ length: 6 }, (_, i) => line(180 + i * 8, 56, 180 + i * 8, 66, '#888', 2)).join('') + c(200, 170, 10, k.accent) + shine(176, 100, 16, 180, 8),
  label: { x: 200, y: 240, size: 8, fill: shade(k.body, 0.6) },
});

const shaver: Draw = (k) => ({
  body: r(150, 140, 100, 200, 40, k.body) + r(140, 90, 120, 70, 30, '#222') + c(172, 120, 16, '#888') + c(228, 120, 16, '#888') + c(200, 100, 16, '#888') + c(200, 220, 10, k.accent),
  label: { x: 200, y: 280, size: 9, fill: shade(k.body, 0.6) },
});

const toothbrush: Draw = (k) => ({
  body: r(182, 60, 36, 40, 12, '#ffffff', 'stroke="#ddd"') + r(190, 100, 20, 60, 6, '#e0e0e0') + r(172, 150, 56, 170, 26, k.body) + e(200, 330, 50, 16, shade(k.body, -0.2)) + c(200, 200, 8, '#4fc3f7'),
  label: { x: 200, y: 270, size: 7, fill: shade(k.body, -0.5) },
});

const scale: Draw = (k) => ({
  body: p('M70 300 L110 220 L290 220 L330 300 Z', k.body) + p('M70 300 L330 300 L330 312 L70 312 Z', shade(k.body, -0.2)) + r(170, 232, 60, 22, 4, '#10151a') + `<text x="200" y="249" font-family="Arial" font-size="14" fill="#4fc3f7" text-anchor="middle">68.4</text>`,
  label: { x: 200, y: 290, size: 9, fill: shade(k.body, -0.5) },
});

const dslr: Draw = (k) => ({
  body:
    p('M80 150 L160 150 L180 110 L240 110 L260 150 L320 150 Q340 150 340 170 L340 300 Q340 320 320 320 L80 320 Q60 320 60 300 L60 170 Q60 150 80 150 Z', '#1e1f22') + r(60, 150, 60, 170, 20, '#2b2d31') +
    c(210, 235, 72, '#2b2d31') + c(210, 235, 58, '#111') + c(210, 235, 40, '#263447') + c(196, 220, 10, '#9fc3ff') + r(100, 130, 30, 14, 4, '#2b2d31') + c(300, 135, 12, '#333'),
  label: { x: 210, y: 140, size: 11, fill: '#eeeeee' },
});

const mirrorless: Draw = (k) => ({
  body: r(70, 140, 260, 150, 20, k.body === '#2b2d31' ? '#1e1f22' : k.body) + r(70, 140, 70, 150, 20, '#1e1f22') + r(200, 120, 70, 30, 6, '#1e1f22') + c(230, 225, 62, '#2b2d31') + c(230, 225, 48, '#111') + c(230, 225, 32, '#263447') + c(218, 212, 8, '#9fc3ff'),
  label: { x: 235, y: 138, size: 9, fill: '#eeeeee' },
});

const lens: Draw = (k) => ({
  body: r(90, 150, 220, 110, 10, '#1e1f22') + r(90, 170, 220, 14, 0, '#333') + r(90, 220, 220, 24, 0, '#2b2d31') + r(300, 140, 20, 130, 6, '#111') + e(320, 205, 10, 58, '#263447') + line(120, 174, 120, 180, '#e53935', 3),
  label: { x: 160, y: 206, size: 11, fill: '#cccccc' },
});

const actioncam: Draw = (k) => ({
  body: r(120, 130, 160, 140, 18, '#1e1f22') + r(186, 150, 80, 80, 14, '#2b2d31') + c(226, 190, 30, '#111') + c(226, 190, 18, '#263447') + r(136, 150, 36, 24, 4, '#10151a') + r(220, 118, 40, 14, 4, '#e53935'),
  label: { x: 170, y: 250, size: 11, fill: '#eeeeee' },
});

const cctv: Draw = (k) => ({
  body: r(185, 250, 30, 60, 6, '#ddd') + e(200, 320, 60, 14, '#ddd') + c(200, 170, 80, k.body) + c(200, 170, 80, 'none', 'stroke="#ddd" stroke-width="3"') + r(140, 140, 120, 60, 30, '#111') + c(200, 170, 22, '#263447') + c(192, 162, 6, '#9fc3ff') + c(240, 160, 4, '#e53935'),
  label: { x: 200, y: 230, size: 10, fill: shade(k.body, -0.5) },
});

/** Side view of an electric scooter in `colour`. Also used by /media/scooter/. */
export function scooterBody(colour: string, dark: string): string {
  return (
    c(100, 300, 44, '#1b1b1d') + c(100, 300, 24, '#9aa0a6') + c(100, 300, 8, '#333') +
    c(300, 300, 44, '#1b1b1d') + c(300, 300, 24, '#9aa0a6') + c(300, 300, 8, '#333') +
    p('M280 150 L300 300', 'none', `stroke="${dark}" stroke-width="12" stroke-linecap="round"`) +
    p('M60 250 Q70 200 130 196 L220 200 Q240 260 280 250 L300 270 L120 276 Q80 276 60 250 Z', colour) +
    p('M120 276 L280 266 L290 284 L130 292 Z', '#2a2b2e') +
    p('M90 200 Q110 172 160 176 L220 178 Q230 186 222 196 L100 202 Z', '#202124') +
    p('M250 160 Q300 140 310 190 L300 250 L262 250 Q272 200 250 160 Z', colour) +
    line(270, 90, 290, 150, dark, 10) + line(252, 86, 300, 80, '#202124', 8) + e(318, 190, 10, 16, '#fff6d5', 'stroke="#ccc"') +
    p('M70 210 Q110 204 150 206', 'none', 'stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"')
  );
}

const scooter: Draw = (k) => ({ body: scooterBody(k.body, k.dark), label: { x: 180, y: 240, size: 12, fill: '#ffffff' } });

const ebike: Draw = (k) => ({
  body:
    c(100, 280, 62, 'none', 'stroke="#1b1b1d" stroke-width="10"') + c(300, 280, 62, 'none', 'stroke="#1b1b1d" stroke-width="10"') +
    p('M100 280 L170 180 L280 180 L300 280 M170 180 L200 280 L100 280 M200 280 L280 180 M280 180 L270 130 L300 120 M170 180 L160 150', 'none', `stroke="${k.body}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"`) +
    r(205, 196, 60, 22, 8, '#2b2d31', 'transform="rotate(-38 235 207)"') + r(140, 140, 50, 12, 6, '#202124'),
  label: { x: 230, y: 170, size: 10, fill: shade(k.body, -0.5) },
});

const helmet: Draw = (k) => ({
  body: p('M90 260 Q90 100 220 100 Q330 100 330 230 L330 290 L120 300 Q90 300 90 260 Z', k.body) + p('M200 160 Q300 150 328 200 L328 250 L220 250 Q190 210 200 160 Z', '#222', 'opacity="0.85"') + shine(210, 165, 60, 30, 10) + r(110, 290, 200, 16, 6, '#222'),
  label: { x: 150, y: 220, size: 13, fill: '#ffffff' },
});

const badgeLabel = (k: Paint) => ({ x: 200, y: 334, size: 14, fill: k.accent });
const installation: Draw = (k) => ({
  body: r(90, 170, 220, 130, 14, k.accent) + r(160, 140, 80, 40, 10, 'none', `stroke="${shade(k.accent, -0.3)}" stroke-width="10"`) + r(90, 220, 220, 12, 0, shade(k.accent, -0.3)) +
    p('M270 80 a30 30 0 1 0 20 50 L340 180 L356 164 L306 114 a30 30 0 0 0 -36 -34 Z', '#8e959e'),
  label: badgeLabel(k),
});
const warranty: Draw = (k) => ({
  body: p('M200 60 L310 100 L310 190 Q310 280 200 320 Q90 280 90 190 L90 100 Z', k.accent) + p('M150 190 L190 230 L260 150', 'none', 'stroke="#ffffff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"'),
  label: badgeLabel(k),
});
const repair: Draw = (k) => ({
  body:
    c(180, 190, 80, k.accent) + c(180, 190, 34, '#ffffff') +
    Array.from({ length: 8 }, (_, i) => r(170, 96, 20, 30, 4, k.accent, `transform="rotate(${i * 45} 180 190)"`)).join('') +
    p('M250 230 L330 310 L310 330 L230 250 Z', '#6b7280'),
  label: badgeLabel(k),
});

export const DRAWINGS: Record<DrawKind, Draw> = {
  tv, monitor, soundbar, hometheatre, speaker, partyspeaker, headphones, earbuds, neckband, projector,
  'fridge-single': fridge(125, 150, 60, 0.78), 'fridge-double': fridge(112, 176, 40, 0.3), 'fridge-sbs': fridge(76, 248, 40, null, true),
  'fridge-mini': fridge(135, 130, 170, null), freezer,
  'washer-front': washerFront, 'washer-top': washerTop, 'washer-semi': washerSemi, dishwasher, purifier, vacuum, geyser, airpurifier, heater,
  microwave: microwave(false), otg: microwave(true), mixer: jarOnBase(110, 70), juicer, blender: jarOnBase(170, 56), handblender,
  foodprocessor: jarOnBase(90, 90), ricecooker: riceCooker, induction: cooktop(0, false), gasstove: cooktop(2, true), hob: cooktop(4, true),
  chimney, kettle, toaster, sandwich, coffee, airfryer, pressurecooker: pressureCooker, cookware, dispenser,
  phone: phone(false), iphone: phone(true), featurephone, tablet, watch: watch(false), band: watch(true), powerbank, charger,
  laptop, desktop, printer, keyboard, storage, router, 'ac-split': acSplit, 'ac-window': acWindow, cooler: cooler(false), towercooler: cooler(true),
  ceilingfan, fan, iron, steamer, powerbox, lamp, hairdryer, straightener, trimmer, shaver, toothbrush, scale,
  dslr, mirrorless, lens, actioncam, cctv, scooter, ebike, helmet, installation, warranty, repair,
};
