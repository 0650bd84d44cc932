import type { Locator } from '@playwright/test';

/** Clicks `button` and reads the file the click downloads, as UTF-8 text. */
export async function downloadedText(button: Locator): Promise<string> {
  const [download] = await Promise.all([button.page().waitForEvent('download'), button.click()]);
  const stream = await download.createReadStream();
  let body = '';
  for await (const chunk of stream) body += (chunk as Buffer).toString('utf8');
  return body;
}

/** The cells of a CSV file (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks). */
export function csvCells(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    rows.at(-1)!.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n') {
      endCell();
      rows.push([]);
    } else if (ch !== '\r' || text[i + 1] !== '\n') cell += ch;
  }
  if (cell !== '' || rows.at(-1)!.length > 0) rows.at(-1)!.push(cell);
  return rows.filter((r) => r.length > 0);
}
