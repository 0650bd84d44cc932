/** The key of a reviewed item (`stores/<product id>`). No schema library: the content script uses it. */
export const itemKey = (namespace: string, entityId: string): string => `${namespace}/${entityId}`;
