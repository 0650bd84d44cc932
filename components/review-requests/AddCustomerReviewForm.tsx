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

const EMPTY: ReviewDraft = { itemId: '', rating: null, title: '', body: '' };

/** A review collected by phone, email or in the shop, added for the customer (found or created by email). */
export function AddCustomerReviewForm({ siteId, onReconnect }: { siteId: string; onReconnect: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY);
  const [problems, setProblems] = useState<string[]>([]);
  const nameId = useId();
  const emailId = useId();
  const add = useMutation({
    mutationFn: (v: { reviewer: { name: string; email: string }; content: ReviewContent }) => sendAdmin('reviewCollect.addForCustomer', { siteId, ...v }),
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
    add.mutate({ reviewer: { name: name.trim(), email: email.trim() }, content: checked.content });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('reviewCollect.customerHeading')} className="space-y-2 rounded border border-slate-200 bg-white p-3">
      <h3 className="text-sm font-semibold">{t('reviewCollect.customerHeading')}</h3>
      <p className="text-xs text-slate-600">{t('reviewCollect.customerHint')}</p>
      <div>
        <label htmlFor={nameId} className="block text-xs font-medium">
          {t('reviewCollect.name')}
        </label>
        <input id={nameId} value={name} onChange={(e) => setName(e.target.value)} className="w-full rounded border border-slate-300 px-2 py-1 text-sm" />
      </div>
      <div>
        <label htmlFor={emailId} className="block text-xs font-medium">
          {t('reviewCollect.email')}
        </label>
        <input id={emailId} type="email" value={email} onChange={(e) => setEmail(e.target.value)} className="w-full rounded border border-slate-300 px-2 py-1 text-sm" />
      </div>
      <ReviewContentFields siteId={siteId} draft={draft} onChange={setDraft} />
      {problems.length > 0 && (
        <ul role="alert" className="list-disc rounded border border-amber-300 bg-amber-50 p-2 pl-6 text-sm text-amber-900">
          {problems.map((p) => <li key={p}>{p}</li>)}
        </ul>
      )}
      {add.error && <ErrorNotice error={add.error} onReconnect={onReconnect} />}
      {add.data && !add.isPending && <CollectedResult review={add.data} />}
      <button type="submit" disabled={add.isPending} className="rounded bg-indigo-700 px-3 py-1 text-sm text-white disabled:opacity-50">
        {t('reviewCollect.addSubmit')}
      </button>
    </form>
  );
}
