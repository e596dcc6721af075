import { classesIn, criticalCss, parseStylesheet } from './critical-css';

const SHEET = [
  ':root{--cg-brand:#d71920}',
  'body{margin:0}',
  '.cg-header{display:flex}',
  '.cg-menu--open .cg-menu__panel{display:block}',
  '.cg-card,.cg-unused{padding:8px}',
  '.cg-card:not(.cg-card--wide){width:50%}',
  '.cg-grid:has(>.cg-drawer){gap:0}',
  'a[href^=".x"]{color:red}',
  '@media (min-width:768px){.cg-header{gap:8px}.cg-modal{inset:0}}',
  '@media print{.cg-modal{display:none}}',
  '@keyframes cg-spin{to{transform:rotate(360deg)}}',
  '@supports (display:grid){@media (min-width:1px){.cg-card{display:grid}}}',
  '.cg-quote::after{content:"}{ .cg-nope"}',
].join('');

const page = '<header class="cg-header"><article class="cg-card  cg-card--new">x</article><div class="cg-grid"></div><p class="cg-quote"></p></header>';

describe('criticalCss', () => {
  const css = criticalCss(parseStylesheet(SHEET), page);

  it('keeps rules without classes and rules whose classes the page uses', () => {
    expect(css).toContain(':root{--cg-brand:#d71920}');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('.cg-header{display:flex}');
    expect(css).toContain('.cg-card,.cg-unused{padding:8px}');
    expect(css).toContain('a[href^=".x"]{color:red}');
  });

  it('drops rules that need a class the page does not use', () => {
    expect(css).not.toContain('cg-menu--open');
    expect(css).not.toContain('.cg-modal');
  });

  it('does not require the classes inside :not() and :has()', () => {
    expect(css).toContain('.cg-card:not(.cg-card--wide){width:50%}');
    expect(css).toContain('.cg-grid:has(>.cg-drawer){gap:0}');
  });

  it('keeps media and supports blocks with what they need, and drops empty ones', () => {
    expect(css).toContain('@media (min-width:768px){.cg-header{gap:8px}}');
    expect(css).not.toContain('@media print');
    expect(css).toContain('@supports (display:grid){@media (min-width:1px){.cg-card{display:grid}}}');
  });

  it('keeps keyframes whole and reads braces inside strings as text', () => {
    expect(css).toContain('@keyframes cg-spin{to{transform:rotate(360deg)}}');
    expect(css).toContain('.cg-quote::after{content:"}{ .cg-nope"}');
  });

  it('keeps the stylesheet order', () => {
    expect(css.indexOf('body{')).toBeLessThan(css.indexOf('.cg-header{'));
    expect(css.indexOf('.cg-header{display')).toBeLessThan(css.indexOf('@media (min-width:768px)'));
  });
});

describe('classesIn', () => {
  it('reads every class of every class attribute', () => {
    expect([...classesIn(page)].sort()).toEqual(['cg-card', 'cg-card--new', 'cg-grid', 'cg-header', 'cg-quote']);
  });
});
