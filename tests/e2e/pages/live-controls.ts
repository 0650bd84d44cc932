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
      if (
        attrs.includes('data-sitekeeper') &&
        attr('data-sitekeeper') === 'moderate' &&
        attr('data-review-id') === reviewId
      )
        return n.shadowRoots?.[0] ?? null;
      for (const c of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) {
        const hit = find(c);
        if (hit) return hit;
      }
      return null;
    };
    return find(root);
  }

  /** The strip's shadow root (the item's pending reviews), or null. */
  private async stripRoot(): Promise<DomNode | null> {
    const { root } = (await this.cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const find = (n: DomNode): DomNode | null => {
      const attrs = n.attributes ?? [];
      if (attrs[attrs.indexOf('data-sitekeeper') + 1] === 'strip' && attrs.includes('data-sitekeeper'))
        return n.shadowRoots?.[0] ?? null;
      for (const c of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) {
        const hit = find(c);
        if (hit) return hit;
      }
      return null;
    };
    return find(root);
  }

  private static all(n: DomNode, keep: (n: DomNode) => boolean, out: DomNode[] = []): DomNode[] {
    if (keep(n)) out.push(n);
    for (const c of n.children ?? []) LiveControls.all(c, keep, out);
    return out;
  }

  private static hidden(n: DomNode): boolean {
    return (n.attributes ?? []).includes('hidden');
  }

  /** The strip's heading ("3 reviews of this item wait for moderation"), or null when there is no strip or nothing waits. */
  async stripHeading(): Promise<string | null> {
    const root = await this.stripRoot();
    if (!root) return null;
    const box = LiveControls.all(root, (n) => n.nodeName === 'DIV' && (n.attributes ?? []).includes('box'))[0];
    if (!box || LiveControls.hidden(box)) return null;
    const toggle = LiveControls.all(box, (n) => n.nodeName === 'BUTTON')[0];
    return toggle && !LiveControls.hidden(toggle) ? LiveControls.text(toggle) : null;
  }

  /** The names of the strip's visible buttons outside its list of reviews. */
  async stripButtons(): Promise<string[]> {
    const root = await this.stripRoot();
    const head =
      root && LiveControls.all(root, (n) => n.nodeName === 'DIV' && (n.attributes ?? []).includes('head'))[0];
    return head
      ? LiveControls.all(head, (n) => n.nodeName === 'BUTTON' && !LiveControls.hidden(n)).map((n) =>
          LiveControls.text(n),
        )
      : [];
  }

  /** Review ids listed in the strip. */
  async stripReviewIds(): Promise<string[]> {
    const root = await this.stripRoot();
    const items = root ? LiveControls.all(root, (n) => n.nodeName === 'LI') : [];
    return items.map((n) => {
      const a = n.attributes ?? [];
      return a[a.indexOf('data-review-id') + 1] ?? '';
    });
  }

  /** The status text of one review in the strip. */
  async stripState(reviewId: string): Promise<string | null> {
    const li = await this.stripItem(reviewId);
    const status = li && LiveControls.all(li, (n) => (n.attributes ?? []).includes('status'))[0];
    return status ? LiveControls.text(status) : null;
  }

  private async stripItem(reviewId: string): Promise<DomNode | null> {
    const root = await this.stripRoot();
    return (
      (root && LiveControls.all(root, (n) => n.nodeName === 'LI' && (n.attributes ?? []).includes(reviewId))[0]) ?? null
    );
  }

  /** Clicks a visible button of the strip (its heading, Open in the desk) or of one of its reviews. */
  async clickInStrip(name: string, reviewId?: string): Promise<void> {
    const scope = reviewId ? await this.stripItem(reviewId) : await this.stripRoot();
    const button =
      scope &&
      LiveControls.all(
        scope,
        (n) =>
          n.nodeName === 'BUTTON' &&
          !LiveControls.hidden(n) &&
          (LiveControls.text(n) === name || LiveControls.text(n).startsWith(name)),
      )[0];
    if (!button) throw new Error(`no visible "${name}" button in the strip${reviewId ? ` for ${reviewId}` : ''}`);
    await this.clickNode(button.nodeId);
  }

  private async clickNode(nodeId: number): Promise<void> {
    await this.cdp.send('DOM.scrollIntoViewIfNeeded', { nodeId });
    await this.page.waitForTimeout(800); // the clickjacking guard wants the control visible for a moment
    const { model } = (await this.cdp.send('DOM.getBoxModel', { nodeId })) as { model: { content: number[] } };
    const [x1, y1, , , x3, y3] = model.content as [number, number, number, number, number, number];
    await this.page.mouse.click((x1 + x3) / 2, (y1 + y3) / 2);
  }

  private static text(n: DomNode): string {
    if (n.nodeName === '#text') return n.nodeValue ?? '';
    if (n.nodeName === 'STYLE') return '';
    return (n.children ?? []).map((c) => LiveControls.text(c)).join('');
  }

  /** The text of the control's element matching `role` (status, alert) or of its button named `name`. */
  async state(reviewId: string): Promise<string | null> {
    const root = await this.shadowOf(reviewId);
    const status = root && LiveControls.all(root, (c) => (c.attributes ?? []).includes('status'))[0];
    return status ? LiveControls.text(status) : null;
  }

  async alertText(reviewId: string): Promise<string | null> {
    const root = await this.shadowOf(reviewId);
    const alert = root && LiveControls.all(root, (c) => (c.attributes ?? []).includes('alert'))[0];
    return alert ? LiveControls.text(alert) : null;
  }

  async buttonNames(reviewId: string): Promise<string[]> {
    const root = await this.shadowOf(reviewId);
    return (root ? LiveControls.all(root, (c) => c.nodeName === 'BUTTON' && !LiveControls.hidden(c)) : []).map((c) =>
      LiveControls.text(c),
    );
  }

  /** Each visible button of the review's controls with its painted size (CSS px, border box). */
  async buttonSizes(reviewId: string): Promise<Array<{ name: string; width: number; height: number }>> {
    const root = await this.shadowOf(reviewId);
    const buttons = root ? LiveControls.all(root, (c) => c.nodeName === 'BUTTON' && !LiveControls.hidden(c)) : [];
    const sizes = [];
    for (const b of buttons) {
      await this.cdp.send('DOM.scrollIntoViewIfNeeded', { nodeId: b.nodeId });
      const { model } = (await this.cdp.send('DOM.getBoxModel', { nodeId: b.nodeId })) as {
        model: { width: number; height: number };
      };
      sizes.push({ name: LiveControls.text(b), width: model.width, height: model.height });
    }
    return sizes;
  }

  /** The text in the review's reply editor, or null while the editor is closed. */
  async replyText(reviewId: string): Promise<string | null> {
    const root = await this.shadowOf(reviewId);
    const form =
      root && LiveControls.all(root, (c) => c.nodeName === 'DIV' && (c.attributes ?? []).includes('reply'))[0];
    const area = form && !LiveControls.hidden(form) && LiveControls.all(form, (c) => c.nodeName === 'TEXTAREA')[0];
    if (!area) return null;
    const { object } = (await this.cdp.send('DOM.resolveNode', { nodeId: area.nodeId })) as {
      object: { objectId: string };
    };
    const { result } = (await this.cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: 'function () { return this.value; }',
      returnByValue: true,
    })) as { result: { value: string } };
    return result.value;
  }

  /** Clicks the control's visible button named `name` with the mouse, as a person would. */
  async click(reviewId: string, name: string): Promise<void> {
    const root = await this.shadowOf(reviewId);
    const button =
      root &&
      LiveControls.all(
        root,
        (c) => c.nodeName === 'BUTTON' && LiveControls.text(c) === name && !LiveControls.hidden(c),
      )[0];
    if (!button) throw new Error(`no visible "${name}" button on review ${reviewId}`);
    // The controls act only once they have been fully visible for a moment (clickjacking guard).
    await this.clickNode(button.nodeId);
  }
}
