import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import type { Settings } from '@/lib/messaging/settings';

/**
 * A checkbox for a setting the background keeps: it shows the click at once (set in the event itself,
 * so the controlled input does not flip back before the write's state arrives), and the saved value
 * once the background answered. `set` is the setting's write (`lib/queries/settings.ts`).
 */
export function useSettingSwitch(saved: boolean, set: UseMutationResult<Settings, Error, boolean>) {
  const [clicked, setClicked] = useState<boolean | null>(null);
  return {
    checked: clicked ?? saved,
    disabled: set.isPending,
    error: set.error,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setClicked(e.target.checked);
      set.mutate(e.target.checked, { onSettled: () => setClicked(null) });
    },
  };
}
