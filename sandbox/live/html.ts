// HTML helpers for the live demo pages. Seed data is hostile on purpose: every text goes
// through escapeHtml, every JSON island through jsonForScript.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

/** Tagged template: interpolated strings are escaped; `raw()` values pass through. */
export class RawHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}
export const raw = (html: string): RawHtml => new RawHtml(html);

type Part = string | number | RawHtml | readonly RawHtml[] | null | undefined | false;

export function html(strings: TemplateStringsArray, ...values: Part[]): RawHtml {
  let out = strings[0]!;
  values.forEach((v, i) => {
    if (v instanceof RawHtml) out += v.html;
    else if (Array.isArray(v)) out += (v as readonly RawHtml[]).map((x) => x.html).join('');
    else if (v !== null && v !== undefined && v !== false) out += escapeHtml(String(v));
    out += strings[i + 1]!;
  });
  return new RawHtml(out);
}

/** JSON safe inside <script type="application/json">: no `<`, `>`, `&`, or line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
