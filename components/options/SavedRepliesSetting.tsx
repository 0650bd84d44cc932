import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { sessionOptions } from '@/lib/queries/session';
import { SelectField } from '../common/Field';
import { SavedRepliesManager } from '../saved-replies/SavedRepliesManager';
import { accountName } from '../session/connection-words';
import { SettingSection } from './SettingSection';

/** The options page's saved replies: one connected account's at a time (picked when there are several). */
export function SavedRepliesSetting() {
  const session = useQuery(sessionOptions());
  const connections = session.data?.connections ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const account = connections.find((c) => c.accountId === picked) ?? connections[0];
  if (!account) return null;
  return (
    <SettingSection id="saved-replies-heading" heading={t('savedReplies.heading')}>
      {connections.length > 1 && (
        <SelectField<string>
          label={t('savedReplies.account')}
          value={account.accountId}
          onChange={setPicked}
          choices={connections.map((c) => ({ value: c.accountId, label: accountName(c) }))}
        />
      )}
      <SavedRepliesManager key={account.accountId} accountId={account.accountId} accountName={accountName(account)} />
    </SettingSection>
  );
}
