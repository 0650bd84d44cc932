import type { CDPSession, Page } from '@playwright/test';

interface DomNode {
  nodeId: number;
  nodeName: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  nodeValue?: string;
}

/**
 * Sitekeeper's in-page controls live in closed shadow roots, out of reach of page script and of
 * Playwright's locators. Tests see them the way the browser itself does (DevTools protocol, which
 * pierces closed roots) and click them with real, trusted mouse input at their painted position.
 */
export class LiveControls {
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async of(page: Page): Promise<LiveControls> {
    return new LiveControls(page, await page.context().newCDPSession(page));
  }

  private async shadowOf(reviewId: string): Promise<DomNode | null> {
    const { root } = (await this.cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const find = (n: DomNode): DomNode | null => {
      const attrs = n.attributes ?? [];
      const attr = (name: string) => attrs[attrs.indexOf(name) + 1];
      if (attrs.includes('data-sitekeeper') && attr('data-sitekeeper') === 'moderate' && attr('data-review-id') === reviewId) return n.shadowRoots?.[0] ?? null;
      for (const c of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) {
        const hit = find(c);
        if (hit) return hit;
      }
      return null;
    };
    return find(root);
  }

  private static text(n: DomNode): string {
    if (n.nodeName === '#text') return n.nodeValue ?? '';
    if (n.nodeName === 'STYLE') return '';
    return (n.children ?? []).map((c) => LiveControls.text(c)).join('');
  }

  /** The text of the control's element matching `role` (status, alert) or of its button named `name`. */
  async state(reviewId: string): Promise<string | null> {
    const root = await this.shadowOf(reviewId);
    const status = root?.children?.find((c) => (c.attributes ?? []).includes('status'));
    return status ? LiveControls.text(status) : null;
  }

  async alertText(reviewId: string): Promise<string | null> {
    const root = await this.shadowOf(reviewId);
    const alert = root?.children?.find((c) => (c.attributes ?? []).includes('alert'));
    return alert ? LiveControls.text(alert) : null;
  }

  async buttonNames(reviewId: string): Promise<string[]> {
    const root = await this.shadowOf(reviewId);
    return (root?.children ?? [])
      .filter((c) => c.nodeName === 'BUTTON' && !(c.attributes ?? []).includes('hidden'))
      .map((c) => LiveControls.text(c));
  }

  /** Clicks the control's visible button named `name` with the mouse, as a person would. */
  async click(reviewId: string, name: string): Promise<void> {
    const root = await this.shadowOf(reviewId);
    const button = (root?.children ?? []).find((c) => c.nodeName === 'BUTTON' && LiveControls.text(c) === name && !(c.attributes ?? []).includes('hidden'));
    if (!button) throw new Error(`no visible "${name}" button on review ${reviewId}`);
    await this.cdp.send('DOM.scrollIntoViewIfNeeded', { nodeId: button.nodeId });
    // The controls act only once they have been fully visible for a moment (clickjacking guard).
    await this.page.waitForTimeout(800);
    const { model } = (await this.cdp.send('DOM.getBoxModel', { nodeId: button.nodeId })) as { model: { content: number[] } };
    const [x1, y1, , , x3, y3] = model.content as [number, number, number, number, number, number];
    await this.page.mouse.click((x1 + x3) / 2, (y1 + y3) / 2);
  }
}
