import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browser } from 'wxt/browser';
import { App } from '@/components/App';
import { t, uiLocale } from '@/lib/i18n';
import { createQueryClient } from '@/lib/queries/query-client';
import './style.css';

async function main() {
  document.title = t('panel.title');
  document.documentElement.lang = uiLocale();
  const queryClient = createQueryClient();
  // The window this panel belongs to: its "current site" is that window's active web tab.
  const windowId = await browser.windows
    .getCurrent()
    .then((w) => w.id ?? null)
    .catch(() => null);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App windowId={windowId} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
void main();
