import { defineConfig } from 'wxt';
import tailwindcss from '@tailwindcss/vite';

/** The local sandbox and its demo sites (development builds only). The live-site content script adds its own matches. */
const SANDBOX_HOSTS = ['http://127.0.0.1/*', 'http://localhost/*'];

export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module'],
  webExt: { disabled: true },
  // Development builds (sandbox support) land where the README says to load from, too.
  outDirTemplate: '{{browser}}-mv{{manifestVersion}}',
  vite: () => ({ plugins: [tailwindcss()] }),
  manifest: ({ browser, mode }) => {
    const dev = mode === 'development';
    return {
      // Texts come from locales/*.yml (built into _locales/ by @wxt-dev/i18n).
      default_locale: 'en',
      name: dev ? '__MSG_extension_nameDev__' : '__MSG_extension_name__',
      description: '__MSG_extension_description__',
      permissions: [...(browser === 'firefox' ? [] : ['sidePanel']), 'storage', 'tabs'],
      host_permissions: ['https://www.wixapis.com/*', 'https://edge.wixapis.com/*', ...(dev ? SANDBOX_HOSTS : [])],
      optional_host_permissions: ['https://*/*'],
      action: { default_title: '__MSG_extension_actionTitle__' },
      ...(browser === 'firefox' && {
        browser_specific_settings: {
          gecko: { id: 'sitekeeper@sitekeeper.invalid', data_collection_permissions: { required: ['none'] } },
        },
      }),
    };
  },
});
