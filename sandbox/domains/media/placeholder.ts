// Seeded files are rows without bytes: downloads of them serve a small generated SVG instead.
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function placeholderSvg(displayName: string, mediaType: string): Buffer {
  const label = escapeXml(displayName.slice(0, 60));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">` +
    `<rect width="320" height="180" fill="#e8eef7"/>` +
    `<text x="160" y="82" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#334">${label}</text>` +
    `<text x="160" y="106" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#667">${escapeXml(mediaType)} placeholder (sandbox)</text>` +
    `</svg>`;
  return Buffer.from(svg, 'utf8');
}
