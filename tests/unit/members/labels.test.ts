import { authentication, members } from '@wix/members';
import { describe, expect, it } from 'vitest';
import {
  activityLabel,
  MEMBER_ACTIVITY_LABELS,
  MEMBER_PRIVACY_LABELS,
  MEMBER_STATUS_LABELS,
  privacyLabel,
  SITE_MEMBER_PRIVACY_LABELS,
  SITE_MEMBER_STATUS_LABELS,
  statusLabel,
} from '@/components/members/labels';
import { expectEveryValueWorded } from '../label-check';

// The SDK's own runtime enums (docs/product.md §3.1): a value an SDK update adds fails here until worded.
describe('member labels', () => {
  it('word every status the SDK declares, in both readings, in English and German', async () => {
    await expectEveryValueWorded(members.Status, MEMBER_STATUS_LABELS);
    await expectEveryValueWorded(authentication.SiteMemberStatus, SITE_MEMBER_STATUS_LABELS);
  });

  it('word every privacy status the SDK declares, in both readings', async () => {
    await expectEveryValueWorded(members.PrivacyStatusStatus, MEMBER_PRIVACY_LABELS);
    await expectEveryValueWorded(authentication.SiteMemberPrivacyStatus, SITE_MEMBER_PRIVACY_LABELS);
  });

  it('word every activity status the SDK declares', async () => {
    await expectEveryValueWorded(members.ActivityStatusStatus, MEMBER_ACTIVITY_LABELS);
  });

  it('give both readings of one state the same words; a value the SDK does not declare shows as itself', () => {
    expect(statusLabel('APPROVED')).toBe(statusLabel('ACTIVE'));
    expect(statusLabel('PENDING')).toBe(statusLabel('APPLICANT'));
    expect(statusLabel('OFFLINE')).toBe(statusLabel('OFFLINE_ONLY'));
    expect(statusLabel('PENDING')).toBe('Pending approval');
    expect(privacyLabel('UNKNOWN')).toBe(privacyLabel('UNDEFINED'));
    expect(activityLabel('MUTED')).toBe('Muted');
    expect(statusLabel('constructor')).toBe('constructor');
  });
});
