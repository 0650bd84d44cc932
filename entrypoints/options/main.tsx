import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OptionsPage } from '@/components/options/OptionsPage';
import { t, uiLocale } from '@/lib/i18n';
import { createQueryClient } from '@/lib/queries/query-client';
import '../sidepanel/style.css';

document.title = t('options.title');
document.documentElement.lang = uiLocale();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <OptionsPage />
    </QueryClientProvider>
  </StrictMode>,
);
