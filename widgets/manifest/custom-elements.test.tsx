/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "node", "default"]}
 */
// custom-elements.json as the widget build writes it (scripts/rollup/custom-elements.mjs): valid
// against the Custom Elements Manifest schema 1.0.0, listing every attribute and event the
// widgets define, and written into docs/widgets.md as it stands.
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react-dom', () => jest.requireActual('preact/compat'));
jest.mock('react-dom/client', () => jest.requireActual('preact/compat/client'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/jsx-runtime'));

import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import Ajv from 'ajv';
import miniCart from '../mini-cart';
import productCard from '../product-card';
import { widgets } from '../registry';
import scooterReservation from '../scooter-reservation';
import { SCOOTER_RESERVATION_EVENTS } from '../scooter-reservation/ScooterReservation';
import { ADD_TO_CART_EVENT } from '../product-card';
import { CART_CHANGE_EVENT } from '../mini-cart/MiniCartWidget';
import { CUSTOM_ELEMENTS_SCHEMA } from './custom-elements-schema';

const ROOT = resolve(__dirname, '../..');
const docsScript = (...args: string[]) => spawnSync(process.execPath, ['scripts/widgets-docs.mjs', ...args], { cwd: ROOT, encoding: 'utf8' });

interface Declaration {
  tagName: string;
  attributes: { name: string; fieldName: string }[];
  members: { kind: string; name: string; attribute?: string }[];
  events: { name: string; type: { text: string }; description: string }[];
  cssParts: { name: string; description: string }[];
  cssProperties: { name: string; default: string; description: string }[];
}

let manifest: { schemaVersion: string; modules: { path: string; declarations: Declaration[] }[] };
const declaration = (tag: string) => manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === tag)!;

beforeAll(() => {
  const run = docsScript('--manifest');
  expect(run.stderr).toBe('');
  manifest = JSON.parse(run.stdout);
}, 60_000);

describe('custom-elements.json', () => {
  it('is valid against the Custom Elements Manifest schema 1.0.0', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(CUSTOM_ELEMENTS_SCHEMA);
    expect(validate(manifest) ? [] : validate.errors).toEqual([]);
    expect(manifest.schemaVersion).toBe('1.0.0');
    expect(manifest.modules.map((m) => m.path)).toEqual(widgets.map((w) => `esm/${w.tag}.js`));
  });

  it('lists every attribute the widgets observe, each mirrored by its property', () => {
    for (const widget of [productCard, scooterReservation, miniCart]) {
      const d = declaration(widget.tag);
      expect([widget.tag, d.attributes.map((a) => a.name)]).toEqual([widget.tag, [...widget.definition.attributes]]);
      for (const a of d.attributes) expect(d.members).toContainEqual(expect.objectContaining({ kind: 'field', name: a.fieldName, attribute: a.name }));
    }
    expect(declaration('mini-cart').members).toContainEqual(expect.objectContaining({ kind: 'method', name: 'refresh' }));
  });

  it('lists every event the widgets dispatch, with its detail type spelled out', () => {
    const events = (tag: string) => declaration(tag).events.map((e) => e.name);
    expect(events('product-card')).toEqual([ADD_TO_CART_EVENT]);
    expect(events('mini-cart')).toEqual([CART_CHANGE_EVENT]);
    expect(events('scooter-reservation').sort()).toEqual(Object.values(SCOOTER_RESERVATION_EVENTS).sort());
    for (const w of widgets) expect(events(w.tag)).toEqual(w.events);
    const addToCart = declaration('product-card').events[0];
    expect(addToCart.type.text).toBe('CustomEvent<{ product_id: number; name: string }>');
    for (const d of manifest.modules.flatMap((m) => m.declarations)) {
      for (const e of d.events) expect([e.name, e.description.length > 10]).toEqual([e.name, true]);
    }
  });

  it('describes the theme properties with their defaults and the parts', () => {
    const card = declaration('product-card');
    expect(card.cssProperties).toContainEqual({ name: '--cg-color-primary', default: '#d71920', description: expect.stringContaining('primary buttons') });
    expect(card.cssParts.map((p) => p.name)).toEqual(expect.arrayContaining(['card', 'image', 'price', 'add-to-cart']));
    expect(declaration('scooter-reservation').cssParts.map((p) => p.name)).toContain('pay-button');
  });

  it('is what docs/widgets.md says (node scripts/widgets-docs.mjs rewrites it)', () => {
    const check = docsScript('--check');
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  }, 60_000);
});
