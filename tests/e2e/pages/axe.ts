import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One axe finding, as a readable line per element (what a failing assertion prints). */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * The rules whose answer depends on the colour scheme. Dark mode only remaps colour tokens
 * (entrypoints/sidepanel/style.css, the live controls' own styles in lib/live/), so every other rule
 * answers the same in both schemes and runs in the first one only.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's own script, put into a page once (AxeBuilder puts it in twice for every run). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Axe's failures on the page (or on the elements matching `include`), by every rule or by `rules`.
 * On a page without frames axe runs in the page itself, put in once and only its failures gathered:
 * AxeBuilder would put its script in twice and, outside its legacy mode, open a blank page in the
 * browser for each run to put the frames' parts together (most of a run's time in an
 * extension-loaded browser). A page with frames (the live page's strip) keeps AxeBuilder, so the
 * frames' contents are checked.
 */
async function violations(page: Page, include?: string, rules?: string[]): Promise<Result[]> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    if (rules) builder = builder.withRules(rules);
    if (include) builder = builder.include(include);
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, rules }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const options: RunOptions = { resultTypes: ['violations'] };
      if (rules) options.runOnly = { type: 'rule', values: rules };
      return (await axe.run(include ?? document, options)).violations;
    },
    { include, rules },
  );
}

/**
 * Runs axe (every rule of the WCAG 2.x A/AA tags and axe's best practices) on the page, or on the
 * elements matching `include`, and answers the serious and critical findings. Both colour schemes
 * are checked when `schemes` says so (the panel follows the system's dark mode): all rules in the
 * first, the colour rules in the others.
 */
export async function seriousFindings(
  page: Page,
  opts: { include?: string; schemes?: Array<'light' | 'dark'> } = {},
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [i, scheme] of (opts.schemes ?? ['light', 'dark']).entries()) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const v of await violations(page, opts.include, i > 0 ? COLOUR_RULES : undefined)) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      findings.push({
        rule: `${v.id} (${scheme})`,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map(
          (n) =>
            `${n.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' ')}: ${n.failureSummary ?? ''}`,
        ),
      });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  return findings;
}

interface DomNode {
  nodeId: number;
  nodeName: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: Array<DomNode & { shadowRootType?: string }>;
}

/**
 * Sitekeeper's in-page controls live in closed shadow roots, which axe (like any page script) can't
 * enter. The test reaches each one through the DevTools protocol (which pierces closed roots),
 * resolves it into the page's main world, and gives axe a `shadowRoot` getter that answers it for
 * its host: axe then checks the controls as the page renders them (their styles, the page behind
 * them). Test-only; the extension's roots stay closed. Answers how many roots were opened this way.
 */
export async function letAxeIntoClosedControls(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const roots: number[] = [];
  const walk = (n: DomNode) => {
    const attrs = n.attributes ?? [];
    const closed = n.shadowRoots?.find((r) => r.shadowRootType === 'closed');
    if (attrs.includes('data-sitekeeper') && closed) roots.push(closed.nodeId);
    for (const c of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) walk(c);
  };
  walk(root);
  for (const nodeId of roots) {
    const { object } = (await cdp.send('DOM.resolveNode', { nodeId })) as { object: { objectId: string } };
    await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: 'function () { (window.__sitekeeperTestRoots ??= new Map()).set(this.host, this); }',
    });
  }
  await page.evaluate(() => {
    const w = window as unknown as { __sitekeeperTestRoots?: Map<Element, ShadowRoot>; __sitekeeperTestGetter?: true };
    if (w.__sitekeeperTestGetter) return;
    const native = Object.getOwnPropertyDescriptor(Element.prototype, 'shadowRoot')!;
    Object.defineProperty(Element.prototype, 'shadowRoot', {
      configurable: true,
      get(this: Element) {
        return w.__sitekeeperTestRoots?.get(this) ?? native.get!.call(this);
      },
    });
    w.__sitekeeperTestGetter = true;
  });
  await cdp.detach();
  return roots.length;
}

/** How many buttons inside shadow roots axe checked for a name: proof that it saw into the controls. */
export async function shadowButtonsChecked(page: Page, include: string): Promise<number> {
  const { passes, violations } = await new AxeBuilder({ page }).include(include).withRules(['button-name']).analyze();
  // A node in a shadow root is targeted as [host selector, selector inside the root].
  return [...passes, ...violations].flatMap((r) => r.nodes).filter((n) => n.target.some((part) => Array.isArray(part)))
    .length;
}
