/** The tone a status is shown in: done, needs a person, stopped, or waiting. */
const TONES: Record<string, 'good' | 'attention' | 'stopped'> = {
  Paid: 'good',
  Delivered: 'good',
  Completed: 'good',
  Accepted: 'good',
  Approved: 'good',
  answered: 'good',
  Refunded: 'stopped',
  'Refund Due': 'attention',
  Unknown: 'attention',
  Cancelled: 'stopped',
  Failed: 'stopped',
  Rejected: 'stopped',
  Unpaid: 'stopped',
  Returned: 'stopped',
};

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const text = status ?? '—';
  return <span className={`ad-badge ad-badge--${TONES[text] ?? 'waiting'}`}>{text}</span>;
}
