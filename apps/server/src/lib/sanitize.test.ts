import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('removes scripts with their content', () => {
    expect(sanitizeRichText('<p>Hello</p><script>alert(document.cookie)</script>')).toBe('<p>Hello</p>');
    expect(sanitizeRichText('<p>a<SCRIPT src="https://evil.example/x.js"></SCRIPT>b</p>')).toBe('<p>ab</p>');
  });

  it('removes event handlers and style, keeping the element', () => {
    expect(sanitizeRichText('<p onclick="steal()" onmouseover="steal()">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<strong style="position:fixed" onfocus="x()">bold</strong>')).toBe(
      '<strong>bold</strong>',
    );
  });

  it('drops elements that can run or embed code, whatever their attributes', () => {
    const html =
      '<img src=x onerror="alert(1)"><svg onload="alert(1)"></svg><iframe src="https://evil.example"></iframe><p>kept</p>';
    expect(sanitizeRichText(html)).toBe('<p>kept</p>');
    expect(sanitizeRichText('<style>body{display:none}</style><form action="/x"><input></form>')).toBe('');
  });

  it('removes javascript: and other unsafe link targets, keeping the text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank">click</a>',
    );
    expect(sanitizeRichText('<a href="  JaVaScRiPt:alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeRichText('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).not.toContain('data:');
    expect(sanitizeRichText('<a href="vbscript:msgbox(1)">x</a>')).not.toContain('vbscript');
  });

  it('keeps safe links, opening in a new tab without handing over the opener', () => {
    expect(sanitizeRichText('<a href="https://eazy2con.com/courses" title="Courses">courses</a>')).toBe(
      '<a href="https://eazy2con.com/courses" title="Courses" rel="noopener noreferrer" target="_blank">courses</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hello@eazy2con.com">mail us</a>')).toContain(
      'href="mailto:hello@eazy2con.com"',
    );
  });

  it('keeps the formatting the editors produce', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><p>Some <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u> and <s>s</s> text<br />' +
      'next line</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre><code>const a = 1;</code></pre>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps text that only looks like markup, escaped', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp;&amp; a &gt; b</p>')).toBe('<p>1 &lt; 2 &amp;&amp; a &gt; b</p>');
    expect(sanitizeRichText('  <p>trimmed</p>  ')).toBe('<p>trimmed</p>');
  });
});
