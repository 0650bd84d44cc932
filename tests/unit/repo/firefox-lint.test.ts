import { describe, expect, it } from 'vitest';
import { unexplained, type LintMessage } from '../../../scripts/firefox/lint-findings';
import { firefoxManifestProblems } from '../../../scripts/firefox/manifest-shape';

const files: Record<string, string[]> = {
  'chunks/ui.js': [
    'x',
    'case`x`:if(n=r.__html,n!=null){o?.__html!==n&&(e.innerHTML=n)}break;',
    'el.innerHTML=userText;',
  ],
  'background.js': ['var k=dv(()=>{if(wy.jitless)return!1;try{return Function(``),!0}catch{return!1}});', 'eval(code)'],
};
const sourceLine = (file: string, line: number) => files[file]?.[line - 1] ?? null;
const warning = (code: string, file: string, line: number, column: number): LintMessage => ({
  code,
  message: code,
  file,
  line,
  column,
});

describe('web-ext lint findings on the Firefox build', () => {
  it("lets through React DOM's innerHTML and zod's eval probe, recognised by their code at the flagged place", () => {
    const react = warning('UNSAFE_VAR_ASSIGNMENT', 'chunks/ui.js', 2, 50);
    const zod = warning('DANGEROUS_EVAL', 'background.js', 1, 50);
    expect(unexplained([react, zod], sourceLine)).toEqual([]);
  });

  it('fails the same codes anywhere else: an innerHTML or an eval of our own', () => {
    const ours = warning('UNSAFE_VAR_ASSIGNMENT', 'chunks/ui.js', 3, 3);
    const evil = warning('DANGEROUS_EVAL', 'background.js', 2, 1);
    expect(unexplained([ours, evil], sourceLine)).toEqual([ours, evil]);
  });

  it('fails any other warning or notice, and one without a place', () => {
    const other = warning('KEY_FIREFOX_ANDROID_UNSUPPORTED_BY_MIN_VERSION', 'manifest.json', 1, 1);
    const nowhere: LintMessage = { code: 'DANGEROUS_EVAL', message: 'eval' };
    const missing = warning('DANGEROUS_EVAL', 'gone.js', 1, 1);
    expect(unexplained([other, nowhere, missing], sourceLine)).toEqual([other, nowhere, missing]);
  });
});

describe('the Firefox manifest', () => {
  const good = {
    manifest_version: 3,
    permissions: ['storage', 'tabs'],
    optional_host_permissions: ['https://*/*'],
    sidebar_action: { default_panel: 'sidepanel.html' },
    options_ui: { page: 'options.html' },
    action: {},
    background: { scripts: ['background.js'] },
    browser_specific_settings: { gecko: { id: 'sitekeeper@sitekeeper.invalid' } },
  };

  it('passes the side panel as the sidebar, an add-on id, an event page and optional hosts', () => {
    expect(firefoxManifestProblems(good)).toEqual([]);
  });

  it("names what is missing or Chrome's", () => {
    const bad = {
      ...good,
      manifest_version: 2,
      permissions: ['sidePanel'],
      sidebar_action: undefined,
      browser_specific_settings: {},
      background: { service_worker: 'background.js' },
    };
    expect(firefoxManifestProblems(bad)).toEqual([
      'not Manifest V3 (the badge, optional host permissions and scripting work as in Chrome only there)',
      'the side panel is not the sidebar (sidebar_action.default_panel)',
      "Chrome's side panel is declared",
      'no add-on id (browser_specific_settings.gecko.id)',
      'the background is not an event page (background.scripts)',
    ]);
  });
});
