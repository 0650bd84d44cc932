import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { sendAdmin } from '@/lib/messaging/send';
import type { ReviewContent } from '@/lib/messaging/review-collect';
import { t } from '@/lib/i18n';
import { reviewKeys } from '@/lib/queries/reviews';
import { ErrorNotice } from '../common/ErrorNotice';
import { CollectedResult } from './CollectedResult';
import { ReviewContentFields } from './ReviewContentFields';
import { checkReviewDraft, checkReviewer, type ReviewDraft } from './review-input';
import { VisitorClientSetting } from './VisitorClientSetting';

const EMPTY: ReviewDraft = { itemId: '', rating: null, title: '', body: '' };

/** Test the site's review flow: write a review the way a visitor of the site would (anonymous visitor token). */
export function VisitorReviewForm({ siteId, onReconnect }: { siteId: string; onReconnect: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY);
  const [problems, setProblems] = useState<string[]>([]);
  const nameId = useId();
  const emailId = useId();
  const write = useMutation({
    mutationFn: (v: { reviewer: { name: string; email: string }; content: ReviewContent }) => sendAdmin('reviewCollect.writeAsVisitor', { siteId, ...v }),
    onSuccess: () => {
      setDraft(EMPTY);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkReviewDraft(draft);
    const found = [...checkReviewer(name, email), ...(checked.ok ? [] : checked.problems)];
    setProblems(found);
    if (found.length > 0 || !checked.ok) return;
    write.mutate({ reviewer: { name: name.trim(), email: email.trim() }, content: checked.content });
  };

  return (
    <section aria-label={t('reviewCollect.visitorHeading')} className="space-y-2 rounded border border-slate-200 bg-white p-3">
      <h3 className="text-sm font-semibold">{t('reviewCollect.visitorHeading')}</h3>
      <VisitorClientSetting siteId={siteId}>
        <form onSubmit={submit} noValidate aria-label={t('reviewCollect.visitorHeading')} className="space-y-2">
          <div>
            <label htmlFor={nameId} className="block text-xs font-medium">
              {t('reviewCollect.visitorName')}
            </label>
            <input id={nameId} value={name} onChange={(e) => setName(e.target.value)} className="w-full rounded border border-slate-300 px-2 py-1 text-sm" />
          </div>
          <div>
            <label htmlFor={emailId} className="block text-xs font-medium">
              {t('reviewCollect.visitorEmail')}
            </label>
            <input id={emailId} type="email" value={email} onChange={(e) => setEmail(e.target.value)} className="w-full rounded border border-slate-300 px-2 py-1 text-sm" />
          </div>
          <ReviewContentFields siteId={siteId} draft={draft} onChange={setDraft} />
          {problems.length > 0 && (
            <ul role="alert" className="list-disc rounded border border-amber-300 bg-amber-50 p-2 pl-6 text-sm text-amber-900">
              {problems.map((p) => <li key={p}>{p}</li>)}
            </ul>
          )}
          {write.error && <ErrorNotice error={write.error} onReconnect={onReconnect} />}
          {write.data && !write.isPending && <CollectedResult review={write.data} />}
          <button type="submit" disabled={write.isPending} className="rounded bg-indigo-700 px-3 py-1 text-sm text-white disabled:opacity-50">
            {t('reviewCollect.writeSubmit')}
          </button>
        </form>
      </VisitorClientSetting>
    </section>
  );
}
