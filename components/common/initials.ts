/**
 * Up to two initials of a person's name ("Dana Fox" → "DF", "anna" → "A"), from its first and last
 * words' first letters (letters only, in any script); empty when the name has none.
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((w) => w.match(/\p{L}/u)?.[0] ?? '')
    .filter((c) => c !== '');
  if (words.length === 0) return '';
  const letters = words.length === 1 ? [words[0]!] : [words[0]!, words[words.length - 1]!];
  return letters.join('').toLocaleUpperCase();
}
