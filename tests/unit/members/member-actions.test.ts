import { describe, expect, it } from 'vitest';
import { memberActions } from '@/components/members/member-actions';

const shown = (status: string, activityStatus: string) => {
  const { buttons, disconnect } = memberActions({ status, activityStatus });
  return { labels: buttons.map((b) => b.label), sends: buttons.map((b) => b.action), disconnect };
};

describe('the member actions that fit the state', () => {
  it('approves only a member waiting for approval, and offers the state’s main action first', () => {
    expect(shown('PENDING', 'ACTIVE').labels).toEqual(['Approve', 'Block', 'Mute']);
    expect(shown('APPROVED', 'ACTIVE').labels).toEqual(['Block', 'Mute']);
    expect(shown('APPROVED', 'ACTIVE').labels).not.toContain('Approve');
  });

  it('unblocks a blocked member (the provider’s approve) and never offers Block again', () => {
    expect(shown('BLOCKED', 'ACTIVE')).toEqual({
      labels: ['Unblock', 'Mute'],
      sends: ['approve', 'mute'],
      disconnect: true,
    });
  });

  it('offers Mute or Unmute, never both', () => {
    expect(shown('APPROVED', 'MUTED').labels).toEqual(['Block', 'Unmute']);
    for (const activity of ['ACTIVE', 'MUTED', 'UNKNOWN'])
      expect(shown('APPROVED', activity).labels.filter((l) => l === 'Mute' || l === 'Unmute')).toHaveLength(1);
  });

  it('offers nothing for a member whose login was removed for good', () => {
    expect(shown('OFFLINE', 'ACTIVE')).toEqual({ labels: [], sends: [], disconnect: false });
  });
});
