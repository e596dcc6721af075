import { Link } from 'react-router-dom';
import { Redirect } from '../../app/Redirect';
import type { Faq } from '../../../shared/api/pages';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { Accordion } from './Accordion';
import { InfoShell, InfoSkeleton } from './InfoShell';
import { INFO_TEXT as T } from './messages';
import { PAGE_FAILED_REDIRECT } from './StaticPage';
import { resourceRef } from '../resources/loaders';
import { useResource } from '../resources/useResource';

/** The FAQs grouped by topic, in the server's order. */
export function groupFaqs(faqs: Faq[]): { topic: string; faqs: Faq[] }[] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const topic = faq.topic?.trim() || 'General';
    const list = groups.get(topic) ?? [];
    list.push(faq);
    groups.set(topic, list);
  }
  return [...groups].map(([topic, list]) => ({ topic, faqs: list }));
}

/** /page/faqs: the questions as an accordion, one per topic (spec part 2 §2). A failed load goes to /not-found. */
export function FaqsPage() {
  const [faqs] = useResource(resourceRef('faqs'));
  if (faqs.status === 'failed') return <Redirect to={PAGE_FAILED_REDIRECT} />;
  const groups = faqs.status === 'ok' ? groupFaqs(faqs.data) : null;
  return (
    <InfoShell
      title={T.faqTitle}
      variant="narrow"
      busy={!groups}
      intro={
        <>
          {T.faqIntro} <Link to="/page/contact-us">{T.contactTitle}</Link>
        </>
      }
    >
      {!groups ? (
        <InfoSkeleton lines={8} />
      ) : groups.length === 0 ? (
        <p className="cg-info__empty">{T.faqEmpty}</p>
      ) : (
        groups.map((g) => (
          <section key={g.topic} className="cg-faq__group" aria-labelledby={`faq-topic-${g.topic.replace(/\W+/g, '-')}`}>
            <h2 id={`faq-topic-${g.topic.replace(/\W+/g, '-')}`} className="cg-faq__topic">
              {g.topic}
            </h2>
            <Accordion
              items={g.faqs.map((f) => ({
                id: f.id,
                heading: f.question,
                body: <SafeHtml className="cg-info__prose" html={f.answer} />,
              }))}
            />
          </section>
        ))
      )}
    </InfoShell>
  );
}
