// Each permission the extension may ask for, and the code that shows it is used. A permission
// the manifest asks for without its use in the sources (or one not listed here) fails the check.
export const PERMISSION_USES: Readonly<Record<string, RegExp>> = {
  sidePanel: /\bsidePanel\??\.(open|setOptions|setPanelBehavior)\b/,
  storage: /\bstorage\.defineItem\b/,
  tabs: /\btabs\.(query|onUpdated|onActivated|onRemoved|sendMessage|create)\b/,
  // activeTab is what lets the toolbar click read that one tab (scripting.executeScript).
  activeTab: /\baction\??\.onClicked\b/,
  scripting:
    /\bscripting\.(executeScript|registerContentScripts|getRegisteredContentScripts|unregisterContentScripts)\b/,
  alarms: /\balarms\??\.(create|onAlarm)\b/,
  identity: /\.launchWebAuthFlow\(/,
  contextMenus: /\bcontextMenus\??\.(create|onClicked|removeAll|update)\b/,
  notifications: /\bnotifications\??\.(create|onClicked)\b/,
  idle: /\bidle\??\.queryState\b/,
};

/** Production host permissions: the provider's API hosts only (custom domains are optional, per origin). */
export const ALLOWED_HOSTS = ['https://www.wixapis.com/*', 'https://edge.wixapis.com/*'];

export interface ManifestFindings {
  unused: string[];
  unknown: string[];
  extraHosts: string[];
}

/** What is wrong with the manifest's permissions, given the extension's source text. */
export function checkPermissions(
  manifest: { permissions?: string[]; host_permissions?: string[] },
  sources: string,
): ManifestFindings {
  const permissions = manifest.permissions ?? [];
  return {
    unknown: permissions.filter((p) => !(p in PERMISSION_USES)),
    unused: permissions.filter((p) => p in PERMISSION_USES && !PERMISSION_USES[p]!.test(sources)),
    extraHosts: (manifest.host_permissions ?? []).filter((h) => !ALLOWED_HOSTS.includes(h)),
  };
}
