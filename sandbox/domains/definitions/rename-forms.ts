// Rename (Update Label, Update Extended Field): the SDK sends `{label: {displayName}}` /
// `{field: {displayName}}`; the reference's examples send the new name at the top of the body
// (`{displayName}` for a label, `{name}` for an extended field). Every documented form is accepted:
// a top-level name is moved into the entry before validation, which then names the entry's field.
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function liftRenameForm(entry: string, topLevelNames: readonly string[]): (body: unknown) => unknown {
  return (body) => {
    if (!isObject(body) || body[entry] !== undefined) return body;
    const name = topLevelNames.map((n) => body[n]).find((v) => v !== undefined);
    return name === undefined ? body : { ...body, [entry]: { displayName: name } };
  };
}
