import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSetVisitorClient, visitorClientOptions } from '@/lib/queries/review-collect';
import { t } from '@/lib/i18n';
import {
  useDeleteMe,
  useMemberLogin,
  useMemberLogout,
  useMyCommunity,
  useSetMySlug,
} from '@/lib/queries/member-me-writes';
import { memberMeOptions, memberSessionOptions } from '@/lib/queries/members';
import { ErrorNotice } from '../common/ErrorNotice';
import { ConfirmButton } from '../common/ConfirmButton';
import { privacyLabel, statusLabel } from '../members/labels';
import { SlugForm } from '../members/SlugForm';
import { Button } from '../common/Button';
import { TextField } from '../common/Field';

/**
 * Log in as a member of the site (hosted login, PKCE) and act with their identity, never the admin's.
 * Opened from the header's menu. The site's OAuth client id is the one the visitor's review form
 * uses: typed once, kept for the site.
 */
export function ActAsMember({ siteId, onClose }: { siteId: string; onClose: () => void }) {
  const stored = useQuery(visitorClientOptions(siteId));
  const [typed, setTyped] = useState<string | null>(null);
  const clientId = typed ?? stored.data?.clientId ?? '';
  const keepClient = useSetVisitorClient(siteId);
  const state = useQuery(memberSessionOptions(siteId));
  const who = state.data?.member ?? null;
  const me = useQuery({ ...memberMeOptions(siteId), enabled: who !== null });

  const login = useMemberLogin(siteId);
  const logout = useMemberLogout(siteId);
  const act = useMyCommunity(siteId);
  const slug = useSetMySlug(siteId);
  const remove = useDeleteMe(siteId);

  return (
    <section
      aria-label={t('members.me.heading')}
      className="mx-3 mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-xs"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{t('members.me.heading')}</h2>
        <Button tone="link" className="px-1" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
      {!who && (
        <form
          className="mt-1 space-y-1"
          onSubmit={(e) => {
            e.preventDefault();
            const id = clientId.trim();
            if (!id) return;
            if (id !== stored.data?.clientId) keepClient.mutate(id);
            login.mutate(id);
          }}
        >
          <TextField
            label={t('members.me.clientId')}
            hint={t('members.me.loginHint')}
            value={clientId}
            required
            onChange={(e) => setTyped(e.target.value)}
          />
          {state.data && (
            <p className="break-all text-slate-600" data-testid="member-redirect-uri">
              {t('members.me.redirectUri', { uri: state.data.redirectUri })}
            </p>
          )}
          <Button tone="warning" type="submit" disabled={login.isPending || !clientId.trim()}>
            {login.isPending ? t('members.me.waiting') : t('members.me.login')}
          </Button>
          {login.error && <ErrorNotice error={login.error} />}
          {logout.data?.providerTold === false && (
            <p role="alert" className="text-amber-900" data-testid="logout-not-told">
              {t('members.me.loggedOutLocally', { problem: logout.data.problem })}
            </p>
          )}
        </form>
      )}
      {who && (
        <div className="mt-1 space-y-1" data-testid="acting-member">
          <p role="status" data-testid="acting-as">
            {t('members.me.actingAs', { name: who.nickname })}
          </p>
          {me.data && (
            <p>
              {t('members.field.status')}: <span data-testid="acting-status">{statusLabel(me.data.status)}</span> ·{' '}
              {t('members.field.privacy')}:{' '}
              <span data-testid="acting-privacy">{privacyLabel(me.data.privacyStatus)}</span> ·{' '}
              {t('members.field.slug')}: <span data-testid="acting-slug">{me.data.slug}</span>
            </p>
          )}
          {me.error && <ErrorNotice error={me.error} />}
          <div className="flex flex-wrap gap-1">
            <Button disabled={act.isPending} onClick={() => act.mutate('join')}>
              {t('members.me.join')}
            </Button>
            <Button disabled={act.isPending} onClick={() => act.mutate('leave')}>
              {t('members.me.leave')}
            </Button>
            <Button disabled={logout.isPending} onClick={() => logout.mutate()}>
              {logout.isPending ? t('members.me.loggingOut') : t('members.me.logout')}
            </Button>
          </div>
          {act.error && <ErrorNotice error={act.error} />}
          {me.data && (
            <SlugForm
              key={me.data.slug}
              current={me.data.slug}
              busy={slug.isPending}
              error={slug.error}
              onSubmit={(s) => slug.mutate(s)}
            />
          )}
          <ConfirmButton
            label={t('members.me.delete')}
            question={t('members.me.deleteQuestion', { name: who.nickname })}
            onConfirm={() => remove.mutate()}
          />
          {remove.error && <ErrorNotice error={remove.error} />}
        </div>
      )}
    </section>
  );
}
