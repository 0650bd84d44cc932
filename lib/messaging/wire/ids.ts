/**
 * Id shapes, as plain patterns: the content script uses them without a schema library, the
 * protocols wrap them in schemas. An id goes into a request path only once it matches its shape.
 */
export const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isGuid = (value: unknown): value is string => typeof value === 'string' && GUID_PATTERN.test(value);
