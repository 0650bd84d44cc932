// Keys of the site's own labels and extended fields: `custom.` + the display name as a slug, as in
// the provider's examples ("My Label" → custom.my-label, "groupColor" → custom.groupcolor). A slug
// another definition already holds gets -2, -3… (keys never change once made).
const KEY_MAX = 80;
const PREFIX = 'custom.';

function slug(displayName: string): string {
  return displayName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A free `custom.*` key for `displayName`; `fallback` names it when nothing ASCII is left (e.g. "日本"). */
export function customKey(displayName: string, isTaken: (key: string) => boolean, fallback: string): string {
  const base = (slug(displayName) || fallback).slice(0, KEY_MAX - PREFIX.length).replace(/-+$/, '');
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const key = `${PREFIX}${base.slice(0, KEY_MAX - PREFIX.length - suffix.length)}${suffix}`;
    if (!isTaken(key)) return key;
  }
}
