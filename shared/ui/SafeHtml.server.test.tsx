/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { SafeHtml, setSanitizingWindow } from './SafeHtml';

const EVIL = '<p>Evil description</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:alert(3)" target="x">click</a>';

describe('SafeHtml rendered on the server', () => {
  it('escapes the HTML while no window was given', () => {
    const html = renderToString(<SafeHtml html={EVIL} />);
    expect(html).not.toContain('<script');
    expect(html).toContain('&#60;p&#62;Evil description');
  });

  it('sanitizes with the window the renderer gives: the same rules as in the browser', () => {
    setSanitizingWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizingWindow>[0]);
    const html = renderToString(<SafeHtml html={EVIL} />);
    expect(html).toContain('<p>Evil description</p>');
    expect(html).not.toMatch(/<script|onerror|javascript:/);
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
