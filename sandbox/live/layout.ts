// The page shell: head markers a real Wix (Thunderbolt) page carries, which the extension's
// content script relies on verbatim (wix-fedops, generator, og:site_name, SITE_CONTAINER ...).
import { randomUUID } from 'node:crypto';
import type { SiteRow } from '../domains/sites/store.ts';
import { html, jsonForScript, raw, type RawHtml } from './html.ts';
import { PAGE_CSS } from './styles.ts';

export interface PageContext {
  site: SiteRow;
  /** `{origin}/sites/{slug}`, or `http://{custom domain}:{port}` on a site's custom domain. */
  liveUrl: string;
  requestUrl: string;
  /** The sandbox's own origin, where its stand-in of Wix's media host answers (a custom domain serves no media). */
  mediaOrigin: string;
}

export function page(ctx: PageContext, title: string, body: RawHtml, extraHead: RawHtml = raw('')): string {
  const fedops = {
    data: {
      site: {
        metaSiteId: ctx.site.id,
        userId: ctx.site.ownerUserId,
        siteId: ctx.site.editorSiteId,
        externalBaseUrl: ctx.liveUrl,
        siteRevision: 12,
        siteType: 'UGC',
        dc: 'sandbox',
        isResponsive: true,
        editorName: 'Studio',
        sessionId: randomUUID(),
      },
    },
  };
  const viewerModel = { site: { externalBaseUrl: ctx.liveUrl }, requestUrl: ctx.requestUrl };
  const doc = html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Wix.com Website Builder">
<meta http-equiv="X-Wix-Meta-Site-Id" content="${ctx.site.id}">
<meta property="og:site_name" content="${ctx.site.name}">
<title>${title} | ${ctx.site.name}</title>
<style>${raw(PAGE_CSS)}</style>
<script type="application/json" id="wix-fedops">${raw(jsonForScript(fedops))}</script>
<script type="application/json" id="wix-essential-viewer-model">${raw(jsonForScript(viewerModel))}</script>
${extraHead}
</head>
<body>
<div id="SITE_CONTAINER"><div id="site-root"><div id="masterPage">
<header id="SITE_HEADER" class="site-header"><a href="${ctx.liveUrl}/" class="site-title">${ctx.site.name}</a></header>
<main id="PAGES_CONTAINER">
${body}
</main>
<footer id="SITE_FOOTER" class="site-footer">Sandbox demo site · not a real Wix site</footer>
</div></div></div>
</body>
</html>
`;
  return doc.html;
}
