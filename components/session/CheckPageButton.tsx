import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n';
import { originPattern } from '@/lib/origin-pattern';
import { useCheckPage } from '@/lib/queries/session';
import { Button } from '../common/Button';

/**
 * For a page Sitekeeper has not read (a custom domain, with the panel already open): ask the browser
 * for that one origin, then the background reads the page. The toolbar icon does the same without a prompt.
 */
export function CheckPageButton({ url }: { url: string }) {
  const origin = new URL(url).origin;
  const check = useCheckPage(origin);
  return (
    <div className="mt-2 text-xs">
      {/* The prompt must be asked for in the click itself (a user gesture). */}
      <Button
        tone="primary"
        size="lg"
        onClick={() => check.mutate(browser.permissions.request({ origins: [originPattern(origin)] }))}
      >
        {t('site.checkPage')}
      </Button>
      {check.error && (
        <p role="alert" className="mt-1 text-red-800">
          {check.error.message}
        </p>
      )}
    </div>
  );
}
