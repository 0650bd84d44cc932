// The pictures of the seeded image files: the demo data has records but no bytes, so the sandbox
// draws each one, small and deterministic, from its file id (the id picks the scene, the palette
// and every shape). The Media tab of the demo then shows a grid of pictures, not of type badges.
import { Prng, seedFrom } from '../../seed/prng.ts';
import { encodePng } from './png.ts';
import { hsl, Raster } from './raster.ts';

/** The long side of a demo picture, in pixels: enough for the panel's grid and detail. */
const LONG_SIDE = 320;

type Scene = (r: Raster, rng: Prng, hue: number) => void;

/** Sky, sun and rolling hills. */
const landscape: Scene = (r, rng, hue) => {
  r.gradient(hsl(hue + 180, 0.55, 0.78), hsl(hue + 200, 0.5, 0.92));
  r.circle(
    r.width * (0.2 + rng.next() * 0.6),
    r.height * (0.18 + rng.next() * 0.2),
    r.height * 0.1,
    hsl(45, 0.95, 0.62),
  );
  const layers = rng.int(2, 4);
  for (let i = 0; i < layers; i++) {
    const base = r.height * (0.45 + (i / layers) * 0.4);
    const amp = r.height * (0.05 + rng.next() * 0.08);
    const freq = (1 + rng.next() * 2.5) / r.width;
    const phase = rng.next() * Math.PI * 2;
    r.ground((x) => base + amp * Math.sin(x * freq * Math.PI * 2 + phase), hsl(hue + i * 12, 0.45, 0.5 - i * 0.09));
  }
};

/** Flowers on a soft ground: petals round a heart, on stems. */
const bouquet: Scene = (r, rng, hue) => {
  r.gradient(hsl(hue + 40, 0.35, 0.94), hsl(hue + 60, 0.3, 0.85));
  const flowers = rng.int(3, 6);
  for (let i = 0; i < flowers; i++) {
    const cx = r.width * ((i + 0.5) / flowers) + (rng.next() - 0.5) * r.width * 0.08;
    const cy = r.height * (0.25 + rng.next() * 0.35);
    const size = Math.min(r.width, r.height) * (0.07 + rng.next() * 0.06);
    r.rect(cx - 1.5, cy, cx + 1.5, r.height, hsl(110, 0.45, 0.35));
    const petals = rng.int(5, 8);
    const color = hsl(hue + rng.int(-40, 40), 0.7, 0.6);
    for (let p = 0; p < petals; p++) {
      const a = (p / petals) * Math.PI * 2;
      r.circle(cx + Math.cos(a) * size, cy + Math.sin(a) * size, size * 0.7, color, 0.9);
    }
    r.circle(cx, cy, size * 0.55, hsl(45, 0.9, 0.55));
  }
};

/** Flat shapes in a few colours, like a poster or a product tile. */
const shapes: Scene = (r, rng, hue) => {
  r.gradient(hsl(hue, 0.25, 0.93), hsl(hue, 0.25, 0.88));
  const palette = [hsl(hue, 0.65, 0.5), hsl(hue + 150, 0.55, 0.55), hsl(hue + 210, 0.5, 0.35), hsl(hue + 40, 0.8, 0.6)];
  const count = rng.int(4, 7);
  for (let i = 0; i < count; i++) {
    const color = rng.pick(palette);
    const x = rng.next() * r.width;
    const y = rng.next() * r.height;
    const size = Math.min(r.width, r.height) * (0.15 + rng.next() * 0.3);
    if (rng.chance(0.5)) r.circle(x, y, size / 2, color, 0.85);
    else r.rect(x - size / 2, y - size / 3, x + size / 2, y + size / 3, color, 0.85);
  }
};

/** Out-of-focus lights on a dark ground. */
const bokeh: Scene = (r, rng, hue) => {
  r.gradient(hsl(hue + 220, 0.4, 0.14), hsl(hue + 260, 0.35, 0.28));
  const lights = rng.int(14, 24);
  for (let i = 0; i < lights; i++) {
    const radius = Math.min(r.width, r.height) * (0.03 + rng.next() * 0.1);
    r.circle(
      rng.next() * r.width,
      rng.next() * r.height,
      radius,
      hsl(hue + rng.int(-30, 60), 0.8, 0.65),
      0.25 + rng.next() * 0.35,
    );
  }
};

const SCENES: readonly Scene[] = [landscape, bouquet, shapes, bokeh];

/** The picture's size: the file's own proportions (when known), its long side LONG_SIDE. */
export function pictureSize(width: number | undefined, height: number | undefined): { width: number; height: number } {
  const ratio = width && height ? Math.min(2.5, Math.max(0.4, width / height)) : 4 / 3;
  return ratio >= 1
    ? { width: LONG_SIDE, height: Math.round(LONG_SIDE / ratio) }
    : { width: Math.round(LONG_SIDE * ratio), height: LONG_SIDE };
}

/** A PNG drawn from `id` alone (and the proportions asked): the same id gives the same bytes. */
export function demoPicture(id: string, proportions?: { width?: number; height?: number }): Buffer {
  const { width, height } = pictureSize(proportions?.width, proportions?.height);
  const rng = new Prng(seedFrom(id));
  const scene = SCENES[rng.int(0, SCENES.length - 1)]!;
  const raster = new Raster(width, height);
  scene(raster, rng, rng.int(0, 359));
  return encodePng(width, height, raster.pixels);
}

/** A seeded image's proportions, from its `media` block (`image.image` or `vector`). */
export function proportionsOf(media: Record<string, unknown>): { width?: number; height?: number } {
  const block = (media.image as { image?: unknown } | undefined)?.image ?? media.vector;
  if (!block || typeof block !== 'object') return {};
  const { width, height } = block as { width?: unknown; height?: unknown };
  return {
    ...(typeof width === 'number' && { width }),
    ...(typeof height === 'number' && { height }),
  };
}
