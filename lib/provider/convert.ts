// Small conversions of the SDK's answers into the plain JSON lib/messaging describes.

/** A provider date (the SDK gives Date objects or ISO strings) as an ISO string; absent → null. */
export const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/** A non-empty string, or null for anything else (untyped JSON from the provider). */
export const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
