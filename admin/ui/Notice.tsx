import { Alert } from '../../shared/ui/Alert';

export type Notice = { tone: 'success' | 'danger'; text: string } | null;

/** The outcome of the last action on a screen (saved, or the server's refusal). */
export function NoticeBox({ notice }: { notice: Notice }) {
  return notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null;
}
