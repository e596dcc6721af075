/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

declare global {
  interface Window {
    __pwned?: number;
  }
}

/** Lets the browser fire image error events and run anything queued. */
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  window.__pwned = 0;
});

describe('sanitizeHtml', () => {
  it('keeps ordinary markup', () => {
    const html = '<h3>Features</h3><p>Full <strong>HD</strong> <a href="/cat-tv">TVs</a></p><ul><li>One</li></ul><img src="/media/x.svg" alt="x">';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h3>Features</h3>');
    expect(clean).toContain('<strong>HD</strong>');
    expect(clean).toContain('<a href="/cat-tv">TVs</a>');
    expect(clean).toContain('<img src="/media/x.svg" alt="x">');
  });

  it('drops scripts, event handlers, javascript: links, styles and frames', () => {
    const clean = sanitizeHtml(
      '<p onclick="window.__pwned=1">a</p><script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">' +
        '<a href="javascript:window.__pwned=1">b</a><iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
        '<svg><script>window.__pwned=1</script></svg><form action="/x"><input name="q"></form>',
    );
    expect(clean).not.toMatch(/script/i);
    expect(clean).not.toMatch(/onerror|onclick/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/iframe|<style|<form|<input/i);
  });

  it('makes links that open a new window safe', () => {
    const clean = sanitizeHtml('<a href="https://example.com" target="_top">x</a>');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('answers an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('   ')).toBe('');
  });
});

describe('SafeHtml', () => {
  it('renders the cleaned HTML, and neither a <script> nor an onerror handler ever runs', async () => {
    const { container } = render(
      <SafeHtml
        className="desc"
        html={'<p>Nice TV</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><p onmouseover="window.__pwned = 3">hover</p>'}
      />,
    );
    await flush();
    const root = container.querySelector('.desc') as HTMLElement;
    expect(root).toHaveTextContent('Nice TV');
    expect(root.querySelector('script')).toBeNull();
    const img = root.querySelector('img') as HTMLImageElement;
    expect(img).not.toBeNull();
    expect(img.getAttribute('onerror')).toBeNull();
    // Fire the events the attack waited for: nothing runs.
    img.dispatchEvent(new Event('error'));
    root.querySelector('p:last-child')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await flush();
    expect(window.__pwned).toBe(0);
  });

  it('renders nothing for empty HTML', () => {
    const { container } = render(<SafeHtml html="" />);
    expect(container.innerHTML).toBe('');
  });

  it('uses the element it is asked for', () => {
    const { container } = render(<SafeHtml as="section" html="<p>x</p>" />);
    expect(container.querySelector('section > p')).not.toBeNull();
  });
});
