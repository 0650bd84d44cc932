import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewCard } from '@/components/reviews/ReviewCard';
import type { ReviewSummary } from '@/lib/messaging/reviews';

describe('ReviewCard', () => {
  it('renders its texts from the English locale', () => {
    const review: ReviewSummary = { id: 'r1', rating: 4, authorName: '', title: 'Fine', body: 'Good bread', namespace: 'stores', entityId: 'p1', status: 'SUBMITTED', createdDate: '2026-03-04T12:00:00Z', reply: null };
    render(<ReviewCard review={review} busy={false} onModerate={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByTestId('review-author')).toHaveTextContent('Anonymous');
    expect(screen.getByLabelText('4 out of 5 stars')).toBeInTheDocument();
    expect(screen.getByText('Mar 4, 2026')).toBeInTheDocument();
  });
});
