import { defineConfig } from 'wxt';
import tailwindcss from '@tailwindcss/vite';
import { reachesSandbox } from './lib/build-modes';
import { panelEntryAfterPaint } from './scripts/build/panel-entry-after-paint';
import { DEV_EXTENSION_KEY } from './scripts/dev-extension-key';

// WXT sets NODE_ENV to the mode's name when none is set; the `sandbox` mode is production code (React's
// production build, production JSX), only able to reach the sandbox. Read before Vite reads its config.
if (process.env.NODE_ENV === 'sandbox') process.env.NODE_ENV = 'production';

/** The local sandbox and its demo sites (builds that reach the sandbox only, see lib/build-modes.ts). The live-site content script adds its own matches. */
const SANDBOX_HOSTS = ['http://127.0.0.1/*', 'http://localhost/*'];
/** The sandbox's custom-domain-like addresses (`http://bloom.localhost:<port>/`): enabled like a real custom domain. */
const SANDBOX_CUSTOM_DOMAINS = ['http://*.localhost/*'];

export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module'],
  webExt: { disabled: true },
  // Manifest V3 for Firefox too: the same APIs as Chrome (action and its badge, optional host
  // permissions for custom domains, scripting, session storage), with the side panel as the sidebar.
  manifestVersion: 3,
  // Development builds (sandbox support) land where the README says to load from, too.
  outDirTemplate: '{{browser}}-mv{{manifestVersion}}',
  // `npm test` builds the production bundle for its size budgets while the end-to-end tests still run
  // the sandbox build from .output/: that build gets a folder of its own (scripts/test/phases.ts).
  outDir: process.env.SITEKEEPER_OUT_DIR ?? '.output',
  vite: () => ({ plugins: [tailwindcss(), panelEntryAfterPaint()] }),
  manifest: ({ browser, mode }) => {
    const dev = reachesSandbox(mode);
    return {
      // Texts come from locales/*.yml (built into _locales/ by @wxt-dev/i18n).
      default_locale: 'en',
      // A fixed id for the Chromium builds that reach the sandbox (scripts/dev-extension-key.ts).
      ...(dev && browser !== 'firefox' && { key: DEV_EXTENSION_KEY }),
      name: dev ? '__MSG_extension_nameDev__' : '__MSG_extension_name__',
      description: '__MSG_extension_description__',
      // activeTab + scripting: read the tab the admin opens Sitekeeper on (custom domains) and no other.
      // alarms: the badge's slow poll of the pending count, and the offline queue's round every 30 s while changes wait; contextMenus: "Find in site media" on images of enabled sites.
      // identity: the member login in the browser's own login window (launchWebAuthFlow); no install warning.
      permissions: [
        ...(browser === 'firefox' ? [] : ['sidePanel']),
        'storage',
        'tabs',
        'activeTab',
        'scripting',
        'alarms',
        'contextMenus',
        'identity',
        'notifications',
        'idle',
      ],
      host_permissions: ['https://www.wixapis.com/*', 'https://edge.wixapis.com/*', ...(dev ? SANDBOX_HOSTS : [])],
      // A custom domain is granted one origin at a time, when the admin enables Sitekeeper there.
      // The media upload host (upload.wixmp.com) is asked for only when the first upload starts.
      optional_host_permissions: ['https://*/*', 'https://upload.wixmp.com/*', ...(dev ? SANDBOX_CUSTOM_DOMAINS : [])],
      // The live page's frame (lib/live/frame-host.ts): the strip of pending reviews and the reply editor,
      // out of the page script's reach. Pages of live sites only (custom domains are https).
      web_accessible_resources: [
        {
          resources: ['live-frame.html'],
          matches: ['https://*/*', ...(dev ? [...SANDBOX_HOSTS, ...SANDBOX_CUSTOM_DOMAINS] : [])],
        },
      ],
      action: { default_title: '__MSG_extension_actionTitle__' },
      commands: {
        _execute_action: { suggested_key: { default: 'Alt+Shift+K' }, description: '__MSG_extension_shortcut__' },
        // Opens the panel on the Media tab's search box (lib/service/listeners/media-command.ts).
        'search-media': { suggested_key: { default: 'Alt+Shift+M' }, description: '__MSG_extension_searchMedia__' },
      },
      ...(browser === 'firefox' && {
        browser_specific_settings: {
          // 140: the first Firefox (ESR too) that reads data_collection_permissions; MV3 host permissions
          // are granted at install from 127, session storage and the scripting API are older.
          gecko: {
            id: 'sitekeeper@sitekeeper.invalid',
            strict_min_version: '140.0',
            data_collection_permissions: { required: ['none'] },
          },
          // Firefox for Android reads data_collection_permissions from 142 (it has no sidebar, though).
          gecko_android: { strict_min_version: '142.0' },
        },
      }),
    };
  },
});
