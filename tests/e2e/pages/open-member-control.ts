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
 * A control of a live profile page ("Open in Sitekeeper" by default, or the one labelled `label`),
 * reached through its closed shadow root (DevTools protocol).
 */
/** The closed shadow root of the profile page's controls, through the DevTools protocol (null: none yet). */
async function controlsRoot(cdp: CDPSession): Promise<DomNode | null> {
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const find = (n: DomNode): DomNode | null => {
    const attrs = n.attributes ?? [];
    if (attrs[attrs.indexOf('data-sitekeeper') + 1] === 'open-member' && attrs.includes('data-sitekeeper'))
      return n.shadowRoots?.[0] ?? null;
    for (const c of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) {
      const hit = find(c);
      if (hit) return hit;
    }
    return null;
  };
  return find(root);
}

/** The text of the profile page's controls and marks ("Reported 2×"), as a person reads them. */
export async function memberControlsText(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const root = await controlsRoot(cdp).finally(() => cdp.detach());
  const text = (n: DomNode): string =>
    n.nodeName === 'STYLE' ? '' : (n.nodeValue ?? '') + (n.children ?? []).map(text).join(' ');
  return root ? text(root).replace(/\s+/g, ' ').trim() : '';
}

export async function openMemberButton(
  page: Page,
  label?: string,
): Promise<{ text: string; click: () => Promise<void> } | null> {
  const cdp = await page.context().newCDPSession(page);
  const textOf = (n: DomNode) => (n.children ?? []).map((c) => c.nodeValue ?? '').join('');
  const button = (await controlsRoot(cdp))?.children?.find(
    (c) => c.nodeName === 'BUTTON' && (label === undefined || textOf(c) === label),
  );
  if (!button) {
    await cdp.detach(); // polled until the button comes: no session left behind for each try
    return null;
  }
  const text = textOf(button);
  return {
    text,
    click: async () => {
      await cdp.send('DOM.scrollIntoViewIfNeeded', { nodeId: button.nodeId });
      await page.waitForTimeout(800); // the clickjacking guard wants it visible for a moment
      const { model } = (await cdp.send('DOM.getBoxModel', { nodeId: button.nodeId })) as {
        model: { content: number[] };
      };
      const [x1, y1, , , x3, y3] = model.content as [number, number, number, number, number, number];
      await page.mouse.click((x1 + x3) / 2, (y1 + y3) / 2);
    },
  };
}

/** The text of the live page's frames of ours (where a profile page's "Reported N×" mark is): the page's script can't read it. */
export async function memberFrameText(page: Page): Promise<string> {
  const texts = await Promise.all(
    page
      .frames()
      .filter((f) => /^chrome-extension:\/\/[a-p]{32}\/live-frame\.html#/.test(f.url()))
      .map((f) =>
        f
          .locator('body')
          .innerText()
          .catch(() => ''),
      ),
  );
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * The member frame's host in the controls' closed root, measured as laid out (DevTools protocol): its
 * size, and the size of the controls' own host, which the page's script can measure (null: no frame yet).
 */
export async function memberFrameBoxes(
  page: Page,
): Promise<{ frame: { width: number; height: number }; controls: { width: number; height: number } } | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const host = (await controlsRoot(cdp))?.children?.find((c) => {
      const attrs = c.attributes ?? [];
      return attrs[attrs.indexOf('data-sitekeeper') + 1] === 'member' && attrs.includes('data-sitekeeper');
    });
    if (!host) return null;
    const { model } = (await cdp.send('DOM.getBoxModel', { nodeId: host.nodeId })) as {
      model: { width: number; height: number };
    };
    const controls = await page.evaluate(() => {
      const box = document.querySelector('[data-sitekeeper="open-member"]')!.getBoundingClientRect();
      return { width: box.width, height: box.height };
    });
    return { frame: { width: model.width, height: model.height }, controls };
  } finally {
    // Asked again and again while polled: a session left open each time slowed the page's browser.
    await cdp.detach();
  }
}
