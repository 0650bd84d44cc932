// Plain readable CSS for the /_sandbox inspection page.
export const PAGE_CSS = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 0; color: #1d2330; background: #f6f7f9; }
header { background: #1d2330; color: #fff; padding: 12px 24px; }
header a { color: #9cc3ff; margin-right: 14px; }
main { padding: 16px 24px; max-width: 1280px; }
section.site { background: #fff; border: 1px solid #dde1e8; border-radius: 8px; padding: 12px 18px; margin: 16px 0; }
h1 { font-size: 18px; margin: 0 0 6px; } h2 { font-size: 16px; margin: 4px 0 8px; } h3 { font-size: 14px; margin: 12px 0 4px; color: #4a5568; }
table { border-collapse: collapse; width: 100%; margin: 4px 0 8px; }
th, td { text-align: left; padding: 3px 8px; border-bottom: 1px solid #eceef2; vertical-align: top; }
th { background: #f0f2f5; font-weight: 600; }
code, .mono { font-family: ui-monospace, monospace; font-size: 12px; }
.muted { color: #7a8494; } .bad { color: #b42318; font-weight: 600; } .ok { color: #067647; }
ul.counts { list-style: none; padding: 0; margin: 4px 0; display: flex; flex-wrap: wrap; gap: 6px; }
ul.counts li { background: #f0f2f5; border-radius: 4px; padding: 2px 8px; }
pre { background: #f0f2f5; padding: 6px 8px; border-radius: 4px; margin: 4px 0; white-space: pre-wrap; }
`;
