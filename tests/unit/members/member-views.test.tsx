// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activityLabel, privacyLabel, statusLabel } from '@/components/members/labels';
import { MemberCard } from '@/components/members/MemberCard';
import { Pager } from '@/components/common/Pager';
import { memberSummary } from './fixtures';

const bare = memberSummary({ status: 'SOMETHING_NEW', privacyStatus: 'UNKNOWN', activityStatus: 'UNKNOWN' });

describe('MemberCard', () => {
  it('shows a member with none of the optional fields, and an unknown status as itself', () => {
    render(<MemberCard member={bare} />);
    expect(screen.getByTestId('member-card-name')).toHaveTextContent('(no name)');
    expect(screen.getByTestId('member-card-status')).toHaveTextContent('SOMETHING_NEW');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(bare.id)).toBeInTheDocument();
  });

  it('renders provider text as text', () => {
    render(
      <MemberCard
        member={{
          ...bare,
          nickname: '<b>Bold</b>',
          phones: ['+12125550199'],
          addresses: [
            {
              id: 'a',
              addressLine: '12 Court St',
              addressLine2: '',
              city: 'Brooklyn',
              subdivision: 'US-NY',
              postalCode: '11217',
              country: 'US',
            },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('member-card-name')).toHaveTextContent('<b>Bold</b>');
    // Written out as on a contact's card: the region once, the country by name, the phone grouped.
    expect(screen.getByText('12 Court St, Brooklyn, NY 11217, United States')).toBeInTheDocument();
    expect(screen.getByText('+1 212 555 0199')).toBeInTheDocument();
  });
});

describe('labels', () => {
  it('gives both readings of status and privacy one set of labels', () => {
    expect(statusLabel('APPROVED')).toBe(statusLabel('ACTIVE'));
    expect(statusLabel('PENDING')).toBe(statusLabel('APPLICANT'));
    expect(statusLabel('OFFLINE')).toBe(statusLabel('OFFLINE_ONLY'));
    expect(statusLabel('UNKNOWN')).toBe(statusLabel('UNDEFINED_STATUS'));
    expect(privacyLabel('UNKNOWN')).toBe(privacyLabel('UNDEFINED'));
    expect(privacyLabel('COMMUNITY')).toBe('Community only');
    expect(activityLabel('MUTED')).toBe('Muted');
    expect(statusLabel('constructor')).toBe('constructor');
  });
});

describe('Pager', () => {
  it('says page x of y and pages by the limit', async () => {
    const onOffset = vi.fn();
    render(<Pager offset={50} limit={50} total={120} shown={50} onOffset={onOffset} />);
    expect(screen.getByTestId('pager-page')).toHaveTextContent('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next →' }));
    expect(onOffset).toHaveBeenCalledWith(100);
    await userEvent.click(screen.getByRole('button', { name: '← Previous' }));
    expect(onOffset).toHaveBeenCalledWith(0);
  });

  it('says "many" when the provider can\'t count, and offers next while pages are full', () => {
    const { rerender } = render(<Pager offset={0} limit={50} total={null} shown={50} onOffset={() => undefined} />);
    expect(screen.getByTestId('pager-page')).toHaveTextContent('Page 1 of many');
    expect(screen.getByRole('button', { name: 'Next →' })).toBeEnabled();
    rerender(<Pager offset={50} limit={50} total={null} shown={7} onOffset={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next →' })).toBeDisabled();
  });
});
