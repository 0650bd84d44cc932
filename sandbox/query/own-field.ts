// Field maps are plain objects: `fields['constructor']` is Object's constructor and `fields['toString']`
// a function, so a filter naming them once answered 500 or was accepted.
// Every lookup of a name the client sent goes through here: own properties only.
export function ownField<T>(map: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(map, name) ? map[name] : undefined;
}
