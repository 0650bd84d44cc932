// What "Look up in Sitekeeper" understood in a selection: an email address or a phone number.
// Plain code (no schema library): the background uses it on the selected text only.

export type LookupTarget = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;

/** The email (lower case) or phone (as written, spaces collapsed) in a selection, mailto:/tel: and surrounding punctuation dropped; or null. */
export function lookupTargetOf(selection: string | undefined): LookupTarget | null {
  const text = (selection ?? '')
    .trim()
    .replace(/^(mailto|tel):/i, '')
    .replace(/^[<("'\s]+|[>)"'.,;:\s]+$/g, '');
  if (text.length === 0 || text.length > 254) return null;
  if (EMAIL.test(text)) return { kind: 'email', value: text.toLowerCase() };
  const digits = text.replace(/\D/g, '');
  if (/^\+?[\d\s().\-/]+$/.test(text) && digits.length >= 6 && digits.length <= 15)
    return { kind: 'phone', value: text.replace(/\s+/g, ' ') };
  return null;
}
