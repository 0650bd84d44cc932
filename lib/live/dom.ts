// Small DOM helpers for the in-page controls: text only (textContent), never HTML.

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<'className' | 'textContent' | 'type', string>> = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.textContent !== undefined) node.textContent = props.textContent;
  if (props.type) node.setAttribute('type', props.type);
  node.append(...children);
  return node;
}

export const button = (text: string, className = ''): HTMLButtonElement =>
  el('button', { type: 'button', textContent: text, className });

/** A reply form (hidden until opened): a labelled text area, Save and Cancel. */
export function replyForm(labels: { label: string; save: string; cancel: string }) {
  const area = el('textarea');
  area.maxLength = 4000;
  area.rows = 3;
  area.setAttribute('aria-label', labels.label);
  const save = button(labels.save, 'primary');
  const cancel = button(labels.cancel);
  const form = el('div', { className: 'reply' }, area, save, cancel);
  form.hidden = true;
  const open = (initial = '') => {
    form.hidden = false;
    area.value = initial;
    area.focus();
  };
  const close = () => (form.hidden = true);
  cancel.addEventListener('click', close);
  return { form, open, close, area, save, cancel };
}

export const BASE_STYLE = `
  /* WCAG 2.2 target size: every control at least 24 × 24 CSS px, still a light pill beside the site's own text. */
  button { font: inherit; line-height: 20px; min-height: 24px; min-width: 24px; box-sizing: border-box; padding: 1px 10px; border-radius: 12px; border: 1px solid #999; background: #fff; color: #222; cursor: pointer; }
  button.primary { background: #3730a3; border-color: #3730a3; color: #fff; }
  button:disabled { opacity: .6; cursor: default; }
  textarea { display: block; width: 100%; box-sizing: border-box; font: inherit; margin: 4px 0; }
  .state { color: #555; } .error { color: #b3261e; } .reply[hidden], [hidden] { display: none !important; }
  /* Texts carry their own background: the page behind them may be light or dark whatever the system's scheme. */
  .state:not(:empty), .error:not(:empty) { background: #fff; border-radius: 12px; padding: 2px 6px; }
  @media (prefers-color-scheme: dark) {
    button { background: #1f2937; color: #f3f4f6; border-color: #6b7280; } .state { color: #d1d5db; } .error { color: #fca5a5; }
    .state:not(:empty), .error:not(:empty) { background: #1f2937; }
  }
`;
