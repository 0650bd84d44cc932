// A phone number as the panel shows it, the same on every card and list. An international number
// (E.164: "+", the country's code, the number) gets a space after its country code, and a North
// American one is grouped as people there write it ("+1 212 555 0199"); other countries' numbers stay
// as one block after their code, since their grouping varies by area and length. Anything else (a
// number typed without its country, an extension) is shown as it was entered.

/** The country codes of two digits (ITU-T E.164); 1 and 7 have one, all others three. */
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

const countryCodeLength = (digits: string): number =>
  digits[0] === '1' || digits[0] === '7' ? 1 : TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;

/** The number grouped for reading when it is an international one; else as entered (trimmed). */
export function formatPhone(value: string): string {
  const entered = value.trim();
  const compact = entered.replace(/[\s\-.()/]/g, '');
  if (!/^\+[1-9]\d{6,14}$/.test(compact)) return entered;
  const digits = compact.slice(1);
  const code = digits.slice(0, countryCodeLength(digits));
  const national = digits.slice(code.length);
  if (code === '1' && national.length === 10)
    return `+1 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  return `+${code} ${national}`;
}
