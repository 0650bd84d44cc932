// A tiny RGB raster for the demo pictures (demo-picture.ts): gradients, rectangles, circles and
// curved ground, blended with soft (anti-aliased) edges. Pure arithmetic: the same calls give the
// same bytes on every machine.

export type Rgb = readonly [number, number, number];

/** HSL (hue in degrees, saturation and lightness 0..1) → RGB 0..255. */
export function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = u < 1 / 6 ? p + (q - p) * 6 * u : u < 1 / 2 ? q : u < 2 / 3 ? p + (q - p) * (2 / 3 - u) * 6 : p;
    return Math.round(v * 255);
  };
  return [channel(hue + 1 / 3), channel(hue), channel(hue - 1 / 3)];
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

export class Raster {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Mixes `color` into one pixel with opacity `alpha` (0..1). */
  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const a = alpha > 1 ? 1 : alpha;
    for (let c = 0; c < 3; c++) this.pixels[i + c] = Math.round(this.pixels[i + c]! * (1 - a) + color[c]! * a);
  }

  /** Top-to-bottom gradient over the whole picture. */
  gradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const t = this.height > 1 ? y / (this.height - 1) : 0;
      const mix = (c: 0 | 1 | 2) => top[c] + (bottom[c] - top[c]) * t;
      const row: Rgb = [mix(0), mix(1), mix(2)];
      for (let x = 0; x < this.width; x++) this.blend(x, y, row, 1);
    }
  }

  rect(x0: number, y0: number, x1: number, y1: number, color: Rgb, alpha = 1): void {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, Math.ceil(y1)); y++)
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, Math.ceil(x1)); x++)
        this.blend(x, y, color, alpha);
  }

  /** A disc whose edge fades over one pixel. */
  circle(cx: number, cy: number, r: number, color: Rgb, alpha = 1): void {
    const top = Math.max(0, Math.floor(cy - r - 1));
    const bottom = Math.min(this.height - 1, Math.ceil(cy + r + 1));
    const left = Math.max(0, Math.floor(cx - r - 1));
    const right = Math.min(this.width - 1, Math.ceil(cx + r + 1));
    for (let y = top; y <= bottom; y++)
      for (let x = left; x <= right; x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        this.blend(x, y, color, alpha * clamp01(r - d + 0.5));
      }
  }

  /** Fills everything below the curve `surface(x)` (a y for each column), its edge soft. */
  ground(surface: (x: number) => number, color: Rgb, alpha = 1): void {
    for (let x = 0; x < this.width; x++) {
      const edge = surface(x + 0.5);
      for (let y = Math.max(0, Math.floor(edge)); y < this.height; y++)
        this.blend(x, y, color, alpha * clamp01(y + 1 - edge));
    }
  }
}
