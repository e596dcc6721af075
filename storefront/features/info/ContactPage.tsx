import type { ReactNode } from 'react';
import { EnquiryForm } from './EnquiryForm';
import { InfoShell } from './InfoShell';
import { CARE_EMAIL, HEAD_OFFICE, INFO_TEXT as T, LANDLINE, LANDLINE_TEL, TOLL_FREE } from './messages';
import { OfficeMap } from './OfficeMap';

function Box({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="cg-contact__box" aria-labelledby={id}>
      <span className="cg-contact__icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h2 id={id} className="cg-contact__box-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

const svg = (d: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const PIN = svg('M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z');
const BOX = svg('M3 7l9-4 9 4v10l-9 4-9-4V7zM3 7l9 4 9-4M12 11v10');
const PHONE = svg('M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z');
const MAIL = svg('M3 6h18v12H3zM3 7l9 6 9-6');

/**
 * /page/contact-us (spec part 2 §2): address, post box, phone and e-mail boxes, the enquiry form
 * (cleared on success) and a map drawn locally (works offline).
 */
export function ContactPage() {
  return (
    <InfoShell title={T.contactTitle} intro={T.contactIntro} variant="wide">
      <div className="cg-contact__boxes">
        <Box id="contact-address" title={T.address} icon={PIN}>
          <address>
            {HEAD_OFFICE.name}
            {HEAD_OFFICE.lines.map((l) => (
              <span key={l}>
                <br />
                {l}
              </span>
            ))}
          </address>
        </Box>
        <Box id="contact-post-box" title={T.postBox} icon={BOX}>
          <p>{HEAD_OFFICE.postBox}</p>
        </Box>
        <Box id="contact-phone" title={T.phone} icon={PHONE}>
          <p>
            {T.tollFree}: <a href={`tel:${TOLL_FREE}`}>{TOLL_FREE}</a>
            <br />
            {T.landline}: <a href={`tel:${LANDLINE_TEL}`}>{LANDLINE}</a>
          </p>
        </Box>
        <Box id="contact-email" title={T.email} icon={MAIL}>
          <p>
            <a href={`mailto:${CARE_EMAIL}`}>{CARE_EMAIL}</a>
          </p>
        </Box>
      </div>
      <div className="cg-contact__main">
        <section className="cg-contact__form" aria-labelledby="contact-enquiry">
          <h2 id="contact-enquiry" className="cg-info__subtitle">
            {T.enquiryHeading}
          </h2>
          <EnquiryForm labelledBy="contact-enquiry" />
        </section>
        <section className="cg-contact__map" aria-labelledby="contact-map">
          <h2 id="contact-map" className="cg-info__subtitle">
            {T.mapHeading}
          </h2>
          <OfficeMap />
        </section>
      </div>
    </InfoShell>
  );
}
