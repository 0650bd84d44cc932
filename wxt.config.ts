import { defineConfig } from 'wxt';
import tailwindcss from '@tailwindcss/vite';

/** Hosts of live Wix sites the content script runs on by default. */
const WIX_LIVE_HOSTS = ['https://*.wixsite.com/*', 'https://*.wixstudio.com/*', 'https://*.editorx.io/*'];
/** The local sandbox's demo sites (development builds only). */
const SANDBOX_HOSTS = ['http://127.0.0.1/*', 'http://localhost/*'];

export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  webExt: { disabled: true },
  vite: () => ({ plugins: [tailwindcss()] }),
  manifest: ({ browser, mode }) => {
    const dev = mode === 'development';
    return {
      name: dev ? 'Sitekeeper (dev)' : 'Sitekeeper',
      description: 'Admin tools for your Wix site, beside the live site: reviews, members, contacts, media.',
      permissions: [...(browser === 'firefox' ? [] : ['sidePanel']), 'storage', 'tabs'],
      host_permissions: ['https://www.wixapis.com/*', 'https://edge.wixapis.com/*', ...(dev ? SANDBOX_HOSTS : [])],
      optional_host_permissions: ['https://*/*'],
      action: { default_title: 'Open Sitekeeper' },
      ...(browser === 'firefox' && {
        browser_specific_settings: {
          gecko: { id: 'sitekeeper@sitekeeper.invalid', data_collection_permissions: { required: ['none'] } },
        },
      }),
    };
  },
});
