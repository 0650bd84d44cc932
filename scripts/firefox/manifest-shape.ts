// What the Firefox build's manifest must say for Sitekeeper to work there.

export interface FirefoxManifest {
  manifest_version?: number;
  permissions?: string[];
  optional_host_permissions?: string[];
  sidebar_action?: { default_panel?: string };
  side_panel?: unknown;
  options_ui?: { page?: string };
  action?: unknown;
  background?: { scripts?: string[]; service_worker?: string };
  browser_specific_settings?: { gecko?: { id?: string; strict_min_version?: string } };
}

/** Problems, in words; none for a manifest Firefox runs as intended. */
export function firefoxManifestProblems(m: FirefoxManifest): string[] {
  const problems: string[] = [];
  if (m.manifest_version !== 3)
    problems.push('not Manifest V3 (the badge, optional host permissions and scripting work as in Chrome only there)');
  if (m.sidebar_action?.default_panel !== 'sidepanel.html')
    problems.push('the side panel is not the sidebar (sidebar_action.default_panel)');
  if (m.side_panel !== undefined || m.permissions?.includes('sidePanel'))
    problems.push("Chrome's side panel is declared");
  if (!m.browser_specific_settings?.gecko?.id) problems.push('no add-on id (browser_specific_settings.gecko.id)');
  if (!m.background?.scripts?.length || m.background.service_worker)
    problems.push('the background is not an event page (background.scripts)');
  if (!m.action) problems.push('no toolbar button (action)');
  if (m.options_ui?.page !== 'options.html') problems.push('no options page (options_ui)');
  if (!m.optional_host_permissions?.includes('https://*/*'))
    problems.push('custom domains cannot be granted (optional_host_permissions)');
  return problems;
}
