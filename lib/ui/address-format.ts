import { uiLocale } from '../i18n';
import type { ContactAddressFields } from '../messaging/contacts';

// A postal address on one line, the same on every card: street, then the town with its postal code
// and region in the order the address's country writes them, then the country by its name in the
// admin's language ("12 Court St, Brooklyn, NY 11217, United States"; "Hauptstr. 5, 10115 Berlin,
// Deutschland" in a German panel). Built from the parts, so the provider's own one-line text, which
// varies by where the address was entered, is used only when there are no parts.

/** An address's parts, as a contact's or a member's address carries them (a region often as its ISO code, "US-NY"; a country as its ISO code, "US", or a name). */
export type AddressParts = ContactAddressFields;

/** Countries that write the region and postal code after the town ("Brooklyn, NY 11217"). */
const REGION_AFTER_TOWN = new Set(['US', 'CA', 'AU']);
/** Countries that write the postal code after the town, with no region ("London SW1A 1AA"). */
const CODE_AFTER_TOWN = new Set(['GB', 'IE', 'NZ']);

const regionNames = new Map<string, Intl.DisplayNames>();
function countryName(country: string, locale: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
  try {
    return names.of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

/** The town's part of the line, with its postal code and region as its country writes them. */
function townLine(a: AddressParts, country: string): string {
  // "US-NY" → "NY": the country is said once, at the end.
  const region = a.subdivision.replace(/^[A-Za-z]{2}-/, '');
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  if (REGION_AFTER_TOWN.has(country) && region) return [a.city, join(region, a.postalCode)].filter(Boolean).join(', ');
  if (REGION_AFTER_TOWN.has(country) || CODE_AFTER_TOWN.has(country)) return join(a.city, a.postalCode);
  return [join(a.postalCode, a.city), region].filter(Boolean).join(', ');
}

/** The address on one line in the admin's language; `fallback` (the provider's text) when it has no parts. */
export function formatAddress(a: Partial<AddressParts>, fallback = '', locale = uiLocale()): string {
  const parts: AddressParts = {
    addressLine: a.addressLine?.trim() ?? '',
    addressLine2: a.addressLine2?.trim() ?? '',
    city: a.city?.trim() ?? '',
    subdivision: a.subdivision?.trim() ?? '',
    postalCode: a.postalCode?.trim() ?? '',
    country: a.country?.trim() ?? '',
  };
  const code = parts.country.toUpperCase();
  const line = [parts.addressLine, parts.addressLine2, townLine(parts, code), countryName(parts.country, locale)]
    .filter(Boolean)
    .join(', ');
  return line || fallback.trim();
}
