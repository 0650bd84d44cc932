// What `web-ext lint` may report on the Firefox build without failing `npm test`: nothing of ours.

/** One message of `web-ext lint --output json`. */
export interface LintMessage {
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

/** A warning that comes from a library's code, recognised by a piece of that code at the flagged place. */
export interface Explained {
  code: string;
  /** Text found around the flagged line and column (the library's own code, minified). */
  signature: string;
  why: string;
}

/**
 * The warnings left, each unavoidable with these libraries and harmless in an extension:
 * - React DOM sets `innerHTML` for `dangerouslySetInnerHTML` (its `__html` prop). Sitekeeper never
 *   passes that prop: every text is rendered as text.
 * - zod 4 tries `Function('')` once, to learn whether it may compile its parsers. The extension's
 *   content security policy forbids it, so the try fails and zod parses without eval.
 */
export const EXPLAINED: readonly Explained[] = [
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    signature: '__html',
    why: "React DOM's dangerouslySetInnerHTML, never used by Sitekeeper",
  },
  { code: 'DANGEROUS_EVAL', signature: 'jitless', why: "zod's one-time eval probe, refused by the extension's CSP" },
];

/** How far around the flagged column the signature is looked for. */
const AROUND = 200;

/** The messages that are not one of EXPLAINED at a place showing its signature. */
export function unexplained(
  messages: readonly LintMessage[],
  sourceLine: (file: string, line: number) => string | null,
): LintMessage[] {
  return messages.filter((m) => {
    const known = EXPLAINED.find((e) => e.code === m.code);
    if (!known || !m.file || m.line === undefined) return true;
    const line = sourceLine(m.file, m.line);
    if (line === null) return true;
    const at = m.column ?? 0;
    return !line.slice(Math.max(0, at - AROUND), at + AROUND).includes(known.signature);
  });
}
