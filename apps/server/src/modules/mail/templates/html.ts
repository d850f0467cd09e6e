import type { SiteInfo } from '../../../config/env';

/** HTML that is already safe to insert: produced by `html` (whose values are escaped) or `layout`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

type Value = SafeHtml | string | number | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value == null) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((v: Value) => render(v)).join('');
  return escapeHtml(String(value));
}

/** A tagged template that escapes every interpolated value unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Plain text typed by a person (a contact message, an admin's mail), escaped, with its line breaks kept. */
export function paragraphs(text: string): SafeHtml {
  const blocks = text.trim().split(/\n\s*\n/);
  return new SafeHtml(
    blocks
      .map(
        (block) =>
          `<p>${block
            .split('\n')
            .map((line) => escapeHtml(line))
            .join('<br>')}</p>`,
      )
      .join(''),
  );
}

/** Only http(s) addresses become links; anything else (javascript:, data:) is dropped. */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function link(href: string | null | undefined, label: string): SafeHtml {
  const url = safeUrl(href);
  return url ? html`<a href="${url}" style="color:#2f54eb">${label}</a>` : html`${label}`;
}

export function button(href: string, label: string): SafeHtml {
  const url = safeUrl(href) ?? '#';
  return html`<p style="margin:24px 0">
    <a
      href="${url}"
      style="background:#2f54eb;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block"
      >${label}</a
    >
  </p>`;
}

/** A two-column table of labelled values; empty values are left out. */
export function details(rows: [string, string | number | null | undefined][]): SafeHtml {
  const kept = rows.filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '');
  return html`<table cellpadding="6" style="border-collapse:collapse;margin:16px 0">
    ${kept.map(
      ([label, v]) =>
        html`<tr>
          <td style="color:#666;vertical-align:top">${label}</td>
          <td><strong>${String(v)}</strong></td>
        </tr>`,
    )}
  </table>`;
}

export function detailsText(rows: [string, string | number | null | undefined][]): string {
  return rows
    .filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '')
    .map(([label, v]) => `${label}: ${String(v)}`)
    .join('\n');
}

/** The frame every mail shares: product name, body, the company's contact details. */
export function layout(site: SiteInfo, publicUrl: string, title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${title}</title>
      </head>
      <body style="margin:0;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">
        <div style="max-width:600px;margin:0 auto;padding:24px">
          <p style="font-size:22px;font-weight:bold;margin:0 0 16px">${link(publicUrl, site.name)}</p>
          <div style="background:#fff;border-radius:8px;padding:24px;line-height:1.5">${body}</div>
          <p style="color:#888;font-size:12px;margin-top:16px">
            ${site.name} · ${site.address} · ${site.phone} · ${site.email}
          </p>
        </div>
      </body>
    </html>`.value;
}

export function textFooter(site: SiteInfo, publicUrl: string): string {
  return `\n\n--\n${site.name} · ${publicUrl}\n${site.address} · ${site.phone} · ${site.email}\n`;
}
