// Reads a rich content document (Ricos nodes, as Check Content takes it) into text and features:
// text nodes' text; image, gallery and GIF nodes are images; video nodes videos; file nodes
// attachments; link previews, embeds, buttons with a link and text linked by a decoration are links.
import { hasLink, type ContentFeatureFlags } from './subject.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const IMAGE_NODES = new Set(['IMAGE', 'GALLERY', 'GIF']);
const LINK_NODES = new Set(['LINK_PREVIEW', 'EMBED']);

export function readRichContent(nodes: readonly unknown[]): { texts: string[]; features: ContentFeatureFlags } {
  const texts: string[] = [];
  const features: ContentFeatureFlags = { images: false, videos: false, links: false, attachments: false };
  const visit = (node: unknown, depth: number): void => {
    // Nesting beyond any real document is not followed (the request's size caps the rest).
    if (!isObject(node) || depth > 50) return;
    const type = typeof node.type === 'string' ? node.type : '';
    if (IMAGE_NODES.has(type)) features.images = true;
    if (type === 'VIDEO') features.videos = true;
    if (type === 'FILE') features.attachments = true;
    if (LINK_NODES.has(type)) features.links = true;
    if (isObject(node.buttonData) && isObject(node.buttonData.link)) features.links = true;
    const textData = node.textData;
    if (isObject(textData)) {
      if (typeof textData.text === 'string') {
        texts.push(textData.text);
        if (hasLink(textData.text)) features.links = true;
      }
      const decorations = Array.isArray(textData.decorations) ? textData.decorations : [];
      if (decorations.some((d) => isObject(d) && d.type === 'LINK')) features.links = true;
    }
    if (Array.isArray(node.nodes)) for (const child of node.nodes) visit(child, depth + 1);
  };
  for (const node of nodes) visit(node, 0);
  return { texts, features };
}
