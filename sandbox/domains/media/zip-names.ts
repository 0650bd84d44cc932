// Entry names of the zips the sandbox serves (zip.ts). The names come from file and folder names a
// client chose, so each is made safe for any unzip tool to extract into its folder (no entry may
// land outside it: "zip slip"), and unique there:
//  - a name is the path's segments joined with "/", each segment one name: its "/" and "\" become
//    "_" (so no backslash path on Windows), ":" too (no drive letter "C:" nor stream "a:b"), control
//    characters too; a segment that is empty, "." or ".." (or only dots) becomes "_" per character,
//    so there is no absolute path and no step up;
//  - names compare regardless of case (extracted on a case-insensitive disk, "A.jpg" would overwrite
//    "a.jpg"): a taken name gets " (2)", " (3)"… before its extension, a folder after its name; a
//    file never takes a folder's name nor a folder a file's.

const SEPARATORS = /[/\\:]/g;
const isControl = (ch: string): boolean => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;

/** One segment as it may stand in an entry name. */
export function safeSegment(segment: string): string {
  const cleaned = [...segment.replace(SEPARATORS, '_')].map((ch) => (isControl(ch) ? '_' : ch)).join('');
  if (cleaned === '' || /^\.+$/.test(cleaned)) return '_'.repeat(Math.max(cleaned.length, 1));
  return cleaned;
}

const withSuffix = (name: string, n: number, isFile: boolean): string =>
  isFile ? name.replace(/(\.[^./]*)?$/, (ext) => ` (${n})${ext}`) : `${name} (${n})`;

/**
 * Safe and unique entry names for files at these paths (folder names, then the file's name), in order.
 * Folders are named first; then every file whose name is free keeps it, and only then do the files
 * whose name was taken get a suffix: a file already called "a (2).txt" keeps its name whichever order
 * the files come in (the order of files with equal sort keys is not fixed).
 */
export function safeEntryNames(paths: readonly (readonly string[])[]): string[] {
  const taken = new Set<string>(); // every file name and folder name given, lower-cased
  const folders = new Map<string, string>(); // a folder's path as asked (lower-cased) → its name in the zip
  const claim = (wanted: string, isFile: boolean): string => {
    let name = wanted;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = withSuffix(wanted, n, isFile);
    taken.add(name.toLowerCase());
    return name;
  };
  const wanted = paths.map((path) => {
    const segments = path.length > 0 ? path.map(safeSegment) : ['_'];
    let folder = '';
    let asked = '';
    for (const segment of segments.slice(0, -1)) {
      asked = `${asked}${segment}/`.toLowerCase();
      const known = folders.get(asked);
      folder = known ?? `${claim(`${folder}${segment}`, false)}/`;
      if (!known) folders.set(asked, folder);
    }
    return `${folder}${segments[segments.length - 1]!}`;
  });
  const named: Array<string | null> = wanted.map((name) => {
    if (taken.has(name.toLowerCase())) return null;
    taken.add(name.toLowerCase());
    return name;
  });
  return named.map((name, i) => name ?? claim(wanted[i]!, true));
}
