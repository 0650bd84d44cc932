import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendAdmin } from '@/lib/messaging/send';

/** Whether this site's live pages get Approve / Reject buttons next to reviews. */
export function QuickModerateToggle({ siteId, enabled }: { siteId: string; enabled: boolean }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (on: boolean) => sendAdmin('site.setEnabled', { siteId, enabled: on }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
  return (
    <label className="flex items-center gap-2 px-4 pt-3 text-xs text-slate-700">
      <input type="checkbox" checked={enabled} disabled={toggle.isPending} onChange={(e) => toggle.mutate(e.target.checked)} />
      Moderation buttons on this site's live pages
    </label>
  );
}
