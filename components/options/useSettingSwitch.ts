import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import type { Settings } from '@/lib/messaging/settings';
import { settingsKeys } from '@/lib/queries/settings';

/**
 * A checkbox for a setting the background keeps: it shows the click at once (set in the event itself,
 * so the controlled input does not flip back before the mutation's state arrives), and the saved value
 * once the background answered.
 */
export function useSettingSwitch(saved: boolean, save: (on: boolean) => Promise<Settings>) {
  const queryClient = useQueryClient();
  const [clicked, setClicked] = useState<boolean | null>(null);
  const set = useMutation({
    mutationFn: save,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.settings, settings),
    onSettled: () => setClicked(null),
  });
  return {
    checked: clicked ?? saved,
    disabled: set.isPending,
    error: set.error,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setClicked(e.target.checked);
      set.mutate(e.target.checked);
    },
  };
}
