import { useState } from 'react';
import { t } from '@/lib/i18n';
import { SelectField } from '../common/Field';
import { SavedRepliesManager } from '../saved-replies/SavedRepliesManager';
import { useAccountNames } from '../session/useAccountNames';
import { SettingSection } from './SettingSection';

/** The options page's saved replies: one connected account's at a time (picked when there are several). */
export function SavedRepliesSetting() {
  const accounts = useAccountNames();
  const [picked, setPicked] = useState<string | null>(null);
  const account = accounts.find((a) => a.accountId === picked) ?? accounts[0];
  if (!account) return null;
  return (
    <SettingSection id="saved-replies-heading" heading={t('savedReplies.heading')}>
      {accounts.length > 1 && (
        <SelectField<string>
          label={t('savedReplies.account')}
          value={account.accountId}
          onChange={setPicked}
          choices={accounts.map((a) => ({ value: a.accountId, label: a.name }))}
        />
      )}
      <SavedRepliesManager key={account.accountId} accountId={account.accountId} accountName={account.name} />
    </SettingSection>
  );
}
