import type { BrowserContext, Page } from '@playwright/test';
import type { SandboxHandle } from '../../../sandbox/server';
import { demoSites, type DemoSite } from '../../contract/sdk-client';
import { productWithPendingReviews } from '../sandbox-db';
import { LiveControls } from './live-controls';
import { openSidePanel, type SidePanel } from './side-panel';

export interface ProductPageSession {
  site: DemoSite;
  product: { path: string; pendingIds: string[] };
  live: Page;
  panel: SidePanel;
  controls: LiveControls;
}

/** The first demo site's product page with the most pending reviews, the panel connected to the sandbox, the page in front. */
export async function onProductPageConnected(
  context: BrowserContext,
  extensionId: string,
  sandbox: SandboxHandle,
): Promise<ProductPageSession> {
  const [site] = await demoSites(sandbox.url);
  const product = productWithPendingReviews(sandbox, site!.id);
  const live = context.pages()[0] ?? (await context.newPage());
  await live.goto(`${site!.liveUrl}${product.path}`);
  const panel = await openSidePanel(context, extensionId);
  await panel.connectSandbox(sandbox.url);
  await live.bringToFront();
  return { site: site!, product, live, panel, controls: await LiveControls.of(live) };
}
