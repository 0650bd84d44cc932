// The console's CSS on top of the inspection page's (page-styles.ts): focus rings, forms, the live
// log, contrast enough for axe's AA checks.
export const CONSOLE_CSS = `
header .brand { font-weight: 700; margin: 0 0 4px; }
header nav a { margin-right: 14px; }
h1 { font-size: 20px; margin: 8px 0 12px; }
.skip { position: absolute; left: -9999px; top: 0; background: #fff; color: #1d2330; padding: 6px 10px; }
.skip:focus { left: 8px; }
a { color: #0b57d0; }
header a { color: #b9d4ff; }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, summary:focus-visible {
  outline: 3px solid #f59e0b; outline-offset: 2px; }
.muted { color: #5b6575; }
.crumbs a { margin-right: 6px; }
.crumbs a::after { content: " ›"; color: #5b6575; }
form.inline { display: inline; }
fieldset { border: 1px solid #dde1e8; border-radius: 6px; margin: 8px 0; padding: 8px 12px; }
legend { font-weight: 600; }
label { display: inline-block; margin: 4px 12px 4px 0; }
input, select, textarea, button { font: inherit; }
textarea { width: 100%; max-width: 760px; min-height: 140px;
 font-family: ui-monospace, monospace; font-size: 12px; }
input[type=text], input[type=number], input:not([type]) { min-width: 6em; }
input.wide { width: 100%; max-width: 760px; font-family: ui-monospace, monospace; }
button { background: #1d4ed8; color: #fff; border: 0; border-radius: 4px; padding: 5px 12px; cursor: pointer; }
button.danger { background: #b42318; }
button.quiet { background: #e5e7eb; color: #1d2330; }
.alert { border: 1px solid #b42318; background: #fef3f2; color: #7a271a; border-radius: 6px; padding: 6px 12px; margin: 8px 0; }
.done { border: 1px solid #067647; background: #ecfdf3; color: #054f31; border-radius: 6px; padding: 6px 12px; }
.tabs { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; padding: 0; }
.tabs a { display: inline-block; padding: 3px 10px; border-radius: 4px; background: #eef2ff; }
.tabs a[aria-current=page] { background: #1d4ed8; color: #fff; }
dl.fields { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; }
dl.fields dt { font-family: ui-monospace, monospace; font-size: 12px; color: #374151; }
dl.fields dd { margin: 0; overflow-wrap: anywhere; }
.table-wrap { overflow-x: auto; }
td { overflow-wrap: anywhere; }
#live-log tr.bad td.status { color: #b42318; font-weight: 600; }
#live-log pre { max-height: 240px; overflow: auto; }
.bad { color: #b42318; }
textarea.short { min-height: 3.5em; }
`;
