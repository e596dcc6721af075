/**
 * The inbox's kinds of items: where each is listed, its statuses (the first is the one waiting for
 * a person), what a person may do with one, and which fields a card shows.
 */
import type { Choice } from '../../ui/Decision';

export type InboxAction = Choice;

export interface InboxKind {
  path: string;
  title: string;
  statuses: readonly string[];
  actions: readonly InboxAction[];
  /** A CSV download of every item. */
  csv?: string;
  /** The field shown as the card's heading. */
  heading: string;
  /** An image that belongs to an item (a warranty proof): its API path and its description. */
  image?: { path: (id: number) => string; alt: string };
}

const moderation = (what: string): InboxAction[] => [
  { label: 'Approve', body: { decision: 'approve' }, done: `${what} approved.` },
  { label: 'Reject', body: { decision: 'reject' }, done: `${what} rejected.`, tone: 'danger' },
];
const answered = (what: string): InboxAction[] => [{ label: 'Mark answered', body: { status: 'answered' }, done: `${what} marked answered.` }];

export const INBOX_KINDS: readonly InboxKind[] = [
  { path: 'reviews', title: 'Reviews', statuses: ['pending', 'approved', 'rejected'], actions: moderation('Review'), heading: 'summary' },
  { path: 'warranty', title: 'Warranty', statuses: ['Pending', 'Approved', 'Rejected'], actions: moderation('Warranty registration'), heading: 'model_no', image: { path: (id) => `warranty/${id}/proof`, alt: 'Proof of purchase' } },
  { path: 'enquiries', title: 'Enquiries', statuses: ['open', 'answered'], actions: answered('Enquiry'), heading: 'name', csv: 'enquiries.csv' },
  { path: 'consultations', title: 'Consultations', statuses: ['open', 'answered'], actions: answered('Consultation'), heading: 'name', csv: 'consultations.csv' },
  { path: 'contact-messages', title: 'Contact messages', statuses: ['open', 'answered'], actions: answered('Message'), heading: 'name', csv: 'contact-messages.csv' },
  { path: 'newsletter', title: 'Newsletter', statuses: [], actions: [], heading: 'email', csv: 'newsletter.csv' },
];
