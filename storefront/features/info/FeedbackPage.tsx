import { Link } from 'react-router-dom';
import { EnquiryForm } from './EnquiryForm';
import { InfoShell } from './InfoShell';
import { INFO_TEXT as T } from './messages';

/** Feedback is sent as a contact enquiry (post-enquiry) whose text starts with this. */
export const FEEDBACK_PREFIX = 'Feedback: ';

/**
 * /feedback/, the footer's feedback link target (spec part 2 §2 names the route only). The shopper
 * writes to us with the contact enquiry form (same call, same rules), marked as feedback.
 */
export function FeedbackPage() {
  return (
    <InfoShell title={T.feedbackTitle} intro={T.feedbackIntro} variant="narrow">
      <section className="cg-feedback" aria-labelledby="feedback-form">
        <h2 id="feedback-form" className="cg-visually-hidden">
          {T.feedbackTitle}
        </h2>
        <EnquiryForm labelledBy="feedback-form" messageLabel={T.feedbackLabel} submitLabel={T.feedbackSubmit} messagePrefix={FEEDBACK_PREFIX} />
      </section>
      <p className="cg-info__note">
        {T.feedbackOther} <Link to="/page/faqs">{T.faqTitle}</Link>
      </p>
    </InfoShell>
  );
}
