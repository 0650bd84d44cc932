// Draws the toolbar icon (a check mark on a rounded green square) as PNGs into public/icon/,
// where WXT picks them up for the manifest. Pure Node (zlib), so no image tool is needed:
// `npx tsx scripts/make-icons.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const GREEN = [47, 93, 80];
const CHECK: Array<[number, number]> = [
  [0.27, 0.53],
  [0.43, 0.69],
  [0.75, 0.35],
];

function distToSegment(px: number, py: number, [ax, ay]: [number, number], [bx, by]: [number, number]): number {
  const t = Math.max(
    0,
    Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
  );
  return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
}

function insideRoundedSquare(x: number, y: number, r = 0.2): boolean {
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

/** One pixel's RGBA, 4×4 supersampled for smooth edges. */
function pixel(size: number, x: number, y: number): number[] {
  let square = 0;
  let check = 0;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      const u = (x + (i + 0.5) / 4) / size;
      const v = (y + (j + 0.5) / 4) / size;
      if (!insideRoundedSquare(u, v)) continue;
      square++;
      if (Math.min(distToSegment(u, v, CHECK[0]!, CHECK[1]!), distToSegment(u, v, CHECK[1]!, CHECK[2]!)) < 0.065)
        check++;
    }
  }
  const w = check / Math.max(square, 1);
  return [...GREEN.map((c) => Math.round(c + (255 - c) * w)), Math.round((square / 16) * 255)];
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size: number): Buffer {
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) rows.push(...pixel(size, x, y));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('public/icon', { recursive: true });
for (const size of [16, 32, 48, 128]) writeFileSync(`public/icon/${size}.png`, png(size));
console.log('public/icon/{16,32,48,128}.png written');
