import type { CDPSession, Frame, Locator, Page } from '@playwright/test';

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

  private static all(n: DomNode, keep: (n: DomNode) => boolean, out: DomNode[] = []): DomNode[] {
    if (keep(n)) out.push(n);
    for (const c of n.children ?? []) LiveControls.all(c, keep, out);
    return out;
  }

  private static hidden(n: DomNode): boolean {
    return (n.attributes ?? []).includes('hidden');
  }

  /** The live page's frames of ours (the strip, a reply editor): extension pages the page's script can't read. */
  private ourFrames(): Frame[] {
    return this.page.frames().filter((f) => /^chrome-extension:\/\/[a-p]{32}\/live-frame\.html#/.test(f.url()));
  }

  /** The strip's frame (the item's pending reviews), or null. */
  private async stripFrame(): Promise<Frame | null> {
    for (const f of this.ourFrames())
      if (
        (await f
          .locator('[role=region]')
          .count()
          .catch(() => 0)) > 0
      )
        return f;
    return null;
  }

  /** The open reply editor's frame (one at a time), or null. */
  private async replyFrame(): Promise<Frame | null> {
    for (const f of this.ourFrames())
      if (
        (await f
          .locator('.about + .reply textarea')
          .count()
          .catch(() => 0)) > 0
      )
        return f;
    return null;
  }

  /** The strip's heading ("3 reviews of this item wait for moderation"), or null when there is no strip or nothing waits. */
  async stripHeading(): Promise<string | null> {
    const toggle = (await this.stripFrame())?.locator('button.toggle');
    return toggle && (await toggle.isVisible()) ? toggle.innerText() : null;
  }

  /** The names of the strip's visible buttons outside its list of reviews. */
  async stripButtons(): Promise<string[]> {
    const frame = await this.stripFrame();
    return frame ? frame.locator('.head button:visible').allInnerTexts() : [];
  }

  /** Everything the strip shows, as text (empty without a strip). */
  async stripText(): Promise<string> {
    const frame = await this.stripFrame();
    return frame ? frame.locator('body').innerText() : '';
  }

  /** Whether a script planted in review text ran in one of the extension's frames (it sets `window.__hostile`). */
  async framesRanPlantedScript(): Promise<boolean> {
    for (const f of this.ourFrames())
      if (await f.evaluate(() => (window as unknown as { __hostile?: unknown }).__hostile !== undefined)) return true;
    return false;
  }

  /**
   * Opens the strip with the mouse near the start of its heading. On a long page (the hostile-text
   * corpus) a click on the heading's right half was seen not to reach the frame in headless Chromium.
   */
  async openStripAtStart(): Promise<void> {
    const toggle = (await this.stripFrame())?.locator('button.toggle');
    const box = toggle && (await toggle.boundingBox());
    if (!box) throw new Error('no strip heading on the page');
    await this.page.waitForTimeout(800); // the clickjacking guard wants it visible for a moment
    await this.page.mouse.click(box.x + 12, box.y + box.height / 2);
  }

  /** Review ids listed in the strip. */
  async stripReviewIds(): Promise<string[]> {
    const frame = await this.stripFrame();
    if (!frame) return [];
    return frame.locator('li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-review-id') ?? ''));
  }

  /** Why one review of the strip waits, as its line says it (null: no such line). */
  async stripWhy(reviewId: string): Promise<string | null> {
    const why = (await this.stripFrame())?.locator(`li[data-review-id="${reviewId}"] .why`);
    return why && (await why.count()) > 0 ? why.innerText() : null;
  }

  /** The status text of one review in the strip. */
  async stripState(reviewId: string): Promise<string | null> {
    const status = (await this.stripFrame())?.locator(`li[data-review-id="${reviewId}"] [role=status]`);
    return status && (await status.count()) > 0 ? status.innerText() : null;
  }

  /** Clicks a visible button of the strip (its heading, Open in the desk) or of one of its reviews. */
  async clickInStrip(name: string, reviewId?: string): Promise<void> {
    const frame = await this.stripFrame();
    if (!frame) throw new Error('no strip on the page');
    const scope = reviewId ? frame.locator(`li[data-review-id="${reviewId}"]`) : frame.locator('body');
    const button = scope
      .locator('button:visible')
      .filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first();
    if ((await button.count()) === 0)
      throw new Error(`no visible "${name}" button in the strip${reviewId ? ` for ${reviewId}` : ''}`);
    await this.clickFramed(frame, button);
  }

  /**
   * A person's click in one of our frames: the page scrolled to the frame, the button in view for a moment
   * (the clickjacking guard), then the mouse. Chromium paints no cross-origin frame that is out of view,
   * so nothing in it settles for Playwright's scroll and click to wait on: the page is scrolled first, from
   * its own side, to the frame's element in the closed root, as a person scrolls to what they click.
   */
  private async clickFramed(frame: Frame, button: Locator): Promise<void> {
    // The guard acts only for a frame wholly in view for a moment; a frame still growing (its form
    // just opened) may end up cut off at the window's edge, so it is checked again after the moment.
    await this.scrollToFrame(frame);
    await button.scrollIntoViewIfNeeded();
    await this.page.waitForTimeout(800);
    for (let tries = 0; tries < 3 && (await this.scrollToFrame(frame)); tries++) await this.page.waitForTimeout(800);
    await button.click();
  }

  /**
   * Scrolls the page so the frame's element (in a closed shadow root) is wholly in view, centred when
   * it was not; answers whether it had to scroll.
   */
  private async scrollToFrame(frame: Frame): Promise<boolean> {
    const { root } = (await this.cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const isFrame = (n: DomNode) => {
      const attrs = n.attributes ?? [];
      return n.nodeName === 'IFRAME' && attrs.includes('src') && attrs[attrs.indexOf('src') + 1] === frame.url();
    };
    const find = (n: DomNode): DomNode | null => {
      if (isFrame(n)) return n;
      for (const c of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) {
        const hit = find(c);
        if (hit) return hit;
      }
      return null;
    };
    const element = find(root);
    if (!element) throw new Error(`no element of the frame ${frame.url()} in the page`);
    const { object } = (await this.cdp.send('DOM.resolveNode', { nodeId: element.nodeId })) as {
      object: { objectId: string };
    };
    const { result } = (await this.cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      returnByValue: true,
      functionDeclaration: `function () {
        const r = this.getBoundingClientRect();
        if (r.top >= 0 && r.bottom <= window.innerHeight) return false;
        this.scrollIntoView({ block: 'center' });
        return true;
      }`,
    })) as { result: { value: boolean } };
    return result.value;
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

  /** The line naming the review a control acts on ("author: “first words…”"), or null without a control. */
  async about(reviewId: string): Promise<string | null> {
    const root = await this.shadowOf(reviewId);
    const about = root && LiveControls.all(root, (c) => (c.attributes ?? []).includes('about'))[0];
    return about ? LiveControls.text(about) : null;
  }

  /** The control's alert, else the open reply editor's (its frame), else null. */
  async alertText(reviewId: string): Promise<string | null> {
    const root = await this.shadowOf(reviewId);
    const alert = root && LiveControls.all(root, (c) => (c.attributes ?? []).includes('alert'))[0];
    const text = alert ? LiveControls.text(alert) : null;
    const editor = await this.replyFrame();
    if (text || !editor) return text;
    // A saved reply closes its editor: its frame can go while it is read, leaving the control's alert only.
    return editor
      .locator('[role=alert]')
      .innerText()
      .catch((e: unknown) => {
        if (e instanceof Error && /detached/i.test(e.message)) return text;
        throw e;
      });
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

  /** The text in the open reply editor (its frame), or null while none is open. */
  async replyText(_reviewId: string): Promise<string | null> {
    const editor = await this.replyFrame();
    return editor ? editor.locator('textarea').inputValue() : null;
  }

  /** Whether the open reply editor has the caret (its frame's text area is focused): what a person waits for before typing. */
  async replyFocused(): Promise<boolean> {
    const editor = await this.replyFrame();
    return editor
      ? editor
          .locator('textarea')
          .evaluate((area) => area.ownerDocument.hasFocus() && area.ownerDocument.activeElement === area)
      : false;
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
    if (!button) {
      // The reply editor's buttons are in its frame, under the controls.
      const editor = await this.replyFrame();
      const inEditor = editor?.locator('button:visible').filter({ hasText: name }).first();
      if (editor && inEditor && (await inEditor.count()) > 0) return this.clickFramed(editor, inEditor);
      throw new Error(`no visible "${name}" button on review ${reviewId}`);
    }
    // The controls act only once they have been fully visible for a moment (clickjacking guard).
    await this.clickNode(button.nodeId);
  }
}
