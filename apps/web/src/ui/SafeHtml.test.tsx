import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { SanitisedHtml } from './SanitisedHtml';

/** Renders the HTML through the browser's sanitiser (what SafeHtml draws with) and answers the element it fills. */
function rendered(html: string): HTMLElement {
  const { container } = render(<SanitisedHtml html={html} className="rich-text" />);
  const root = container.querySelector<HTMLElement>('.rich-text');
  if (!root) throw new Error('SafeHtml rendered no element');
  return root;
}

/** Every attribute of every element under root, as `tag[name=value]`. */
function attributes(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].map((a) => `${el.tagName.toLowerCase()}[${a.name}=${a.value}]`),
  );
}

describe('SanitisedHtml', () => {
  it('drops script elements and their code, keeping the text around them', () => {
    const root = rendered('<p>Before</p><script>window.stolen = document.cookie</script><p>After</p>');
    expect(root.querySelector('script')).toBeNull();
    expect(root.innerHTML).not.toContain('document.cookie');
    expect(root.textContent).toBe('BeforeAfter');
  });

  it('drops script hidden in other elements (svg, iframe, object)', () => {
    const root = rendered(
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(2)">svg link</a></svg>' +
        '<iframe src="https://evil.example/"></iframe><object data="https://evil.example/x.swf"></object>',
    );
    expect(root.querySelector('svg, script, iframe, object')).toBeNull();
    expect(root.innerHTML).not.toMatch(/alert|javascript:|evil\.example/i);
  });

  it('drops what could pass for the site itself: forms, inputs, images, styles', () => {
    const root = rendered(
      '<form action="https://evil.example/"><p>Session expired, sign in again</p>' +
        '<input name="password" type="password"><button>Login</button></form>' +
        '<img src="https://evil.example/logo.png"><style>body{display:none}</style>' +
        '<p style="position:fixed;inset:0">Cover</p>',
    );
    expect(root.querySelector('form, input, button, img, style, [style]')).toBeNull();
    expect(root.innerHTML).not.toContain('evil.example');
    expect(root.textContent).toContain('Session expired, sign in again');
  });

  it('removes event handlers (onerror, onclick, onload, onmouseover)', () => {
    const root = rendered(
      '<p onclick="alert(1)" onmouseover="alert(2)">Hover me</p>' +
        '<a href="https://eazy2con.com" onclick="alert(3)" onfocus="alert(4)">Site</a>' +
        '<img src="x" onerror="alert(5)"><svg onload="alert(6)"></svg><strong onload="alert(7)">Bold</strong>',
    );
    expect(attributes(root).filter((a) => /\[on/i.test(a))).toEqual([]);
    expect(root.innerHTML).not.toContain('alert');
    // The harmless parts stay.
    expect(root.querySelector('p')?.textContent).toBe('Hover me');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://eazy2con.com');
    expect(root.querySelector('strong')?.textContent).toBe('Bold');
  });

  it.each([
    ['plain', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['leading space and tab', ' \tjavascript:alert(1)'],
    ['entity-encoded', '&#106;avascript:alert(1)'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['data HTML', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['tel (not a rich-text scheme)', 'tel:+2348030000000'],
  ])('removes a %s URL from links, keeping the link text', (_name, href) => {
    const root = rendered(`<p><a href="${href}">Click</a></p>`);
    const link = root.querySelector('a');
    expect(link?.textContent).toBe('Click');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('keeps formatting: headings, paragraphs, strong, em, lists, quotes, code and https links', () => {
    const html =
      '<h2>About</h2><p>Learn <strong>React</strong> and <em>TypeScript</em>.<br>Weekly.</p>' +
      '<ul><li>Hooks</li><li>Routing</li></ul><ol><li>First</li></ol>' +
      '<blockquote>Great mentor</blockquote><pre><code>npm start</code></pre>' +
      '<p><a href="https://eazy2con.com/courses" title="Courses" target="_blank" rel="noopener noreferrer">All courses</a></p>';
    const root = rendered(html);
    expect(root.innerHTML).toBe(html);
    expect(root.querySelector('strong')?.textContent).toBe('React');
    expect(root.querySelector('em')?.textContent).toBe('TypeScript');
    expect([...root.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['Hooks', 'Routing']);
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://eazy2con.com/courses');
  });

  it('keeps http, mailto and relative links', () => {
    const root = rendered(
      '<p><a href="http://example.org">Old site</a>, <a href="mailto:hello@eazy2con.com">mail us</a> or see ' +
        '<a href="/pricing">pricing</a></p>',
    );
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'http://example.org',
      'mailto:hello@eazy2con.com',
      '/pricing',
    ]);
  });
});

describe('SafeHtml', () => {
  it('sanitises in the browser when it draws the text itself', async () => {
    render(<SafeHtml html={'<p>Kept</p><img src="x" onerror="alert(1)">'} className="rich-text" />);
    expect(await screen.findByText('Kept')).toBeTruthy();
    expect(document.querySelector('.rich-text img')).toBeNull();
  });

  it('keeps the text the server drew when the page hydrates: the same elements, not drawn again', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    // As the server sends it: sanitised there, inside SafeHtml's Suspense boundary.
    container.innerHTML = '<!--$--><div class="rich-text"><p>From the server</p></div><!--/$-->';
    const paragraph = container.querySelector('p')!;
    hydrateRoot(container, <SafeHtml html="<p>From the server</p>" className="rich-text" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('p')).toBe(paragraph);
    // Taken over by React, which holds no text of its own for it (it drew nothing: no sanitiser ran).
    const element = container.querySelector('.rich-text')!;
    const propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps'));
    expect(propsKey).toBeDefined();
    const props = (element as unknown as Record<string, { dangerouslySetInnerHTML?: { __html: string } }>)[propsKey!];
    expect(props?.dangerouslySetInnerHTML?.__html).toBe('');
    container.remove();
  });
});
