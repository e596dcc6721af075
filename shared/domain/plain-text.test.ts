import { jsonForScript } from '../../shared/domain/json-script';
import { oneLine, plainText } from './plain-text';

describe('plainText', () => {
  it('drops tags, scripts, styles and comments and decodes entities', () => {
    expect(plainText('<p>Great <b>TV</b></p><img src=x onerror="alert(1)"><script>alert("x")</script> &amp; more')).toBe('Great TV & more');
    expect(plainText('<style>p{}</style><!-- hidden --><p>Seen&nbsp;&#8377;&#x20B9;</p>')).toBe('Seen ₹₹');
    expect(plainText('a < b and c > d')).toBe('a < b and c > d'.replace(/[<>]/g, ' ').replace(/\s+/g, ' '));
    expect(plainText('<scr<script>ipt>alert(1)</script>')).not.toMatch(/[<>]/);
    expect(plainText(null)).toBe('');
  });

  it('cuts long text on a word boundary with an ellipsis', () => {
    const text = plainText('word '.repeat(100), 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text.endsWith('word…')).toBe(true);
  });
});

describe('oneLine', () => {
  it('keeps markup as text and collapses whitespace', () => {
    expect(oneLine(' A <b>B</b>\n\u2028 C ')).toBe('A <b>B</b> C');
    expect(oneLine('x'.repeat(10), 5)).toBe('xxxx…');
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028\u2029' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
