/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { TEXT_LIMITS as L, tooLong } from '../../../shared/validation/limits';
import { press, renderApp, typeInto } from '../../app/test-utils';
import { FEEDBACK_PREFIX } from './FeedbackPage';
import { INFO_TEXT as T, INFO_VALIDATION as V } from './messages';
import { OSM_URL } from './OfficeMap';
import { infoApi } from './test-helpers';

const SENT = 'Thank you for contacting us. We will get back to you soon.';

async function fill(values: { name: string; email: string; phone: string; enquiry: string }, enquiryLabel: string = T.enquiryLabel) {
  await typeInto(screen.getByLabelText(T.yourName), values.name);
  await typeInto(screen.getByLabelText(T.emailAddress), values.email);
  await typeInto(screen.getByRole('textbox', { name: T.phoneLabel }), values.phone);
  await typeInto(screen.getByLabelText(enquiryLabel), values.enquiry);
}

const VALID = { name: 'Sita Sharma', email: 'sita@example.com', phone: '9800000000', enquiry: 'Do you deliver to Pokhara?' };

describe('contact page /page/contact-us', () => {
  it('shows the address, post box, phone and e-mail boxes and an offline map', async () => {
    await renderApp({ path: '/page/contact-us', api: infoApi() });
    expect(await screen.findByRole('heading', { level: 1, name: T.contactTitle })).toBeInTheDocument();
    for (const name of [T.address, T.postBox, T.phone, T.email]) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: '16600100211' })).toHaveAttribute('href', 'tel:16600100211');
    const map = screen.getByRole('img', { name: /Map showing CG Digital Experience Centre/ });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute('href', OSM_URL);
  });

  it('requires every field, with the form messages', async () => {
    const api = infoApi();
    await renderApp({ path: '/page/contact-us', api });
    await press(await screen.findByRole('button', { name: T.submit }));
    expect(screen.getAllByText(V.required)).toHaveLength(4);
    expect(screen.getByLabelText(T.yourName)).toHaveFocus();
    await typeInto(screen.getByLabelText(T.emailAddress), 'sita@example');
    await typeInto(screen.getByRole('textbox', { name: T.phoneLabel }), 'call me');
    expect(screen.getByText(V.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(V.phoneInvalid)).toBeInTheDocument();
    expect(api.callsTo('post-enquiry')).toHaveLength(0);
  });

  it('posts post-enquiry, then clears the form and shows the server message', async () => {
    let release: () => void = () => undefined;
    const api = infoApi({
      'post-enquiry': () => new Promise((resolve) => (release = () => resolve({ statusCode: 200, message: SENT }))),
    });
    await renderApp({ path: '/page/contact-us', api });
    await screen.findByRole('button', { name: T.submit });
    await fill(VALID);
    await press(screen.getByRole('button', { name: T.submit }));
    expect(screen.getByRole('button', { name: T.sending })).toBeDisabled();
    expect(api.callsTo('post-enquiry')[0].body).toEqual(VALID);
    release();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.getByLabelText(T.yourName)).toHaveValue('');
    expect(screen.getByLabelText(T.emailAddress)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: T.phoneLabel })).toHaveValue('');
    expect(screen.getByLabelText(T.enquiryLabel)).toHaveValue('');
    expect(screen.queryByText(V.required)).toBeNull();
  });

  it('shows each limit as the shopper types: maxlength, a counter, and past the limit a red count and the message', async () => {
    const api = infoApi({ 'post-enquiry': () => ({ statusCode: 200, message: SENT }) });
    await renderApp({ path: '/page/contact-us', api });
    const enquiry = await screen.findByLabelText(T.enquiryLabel);
    const phone = screen.getByRole('textbox', { name: T.phoneLabel });
    expect([T.yourName, T.emailAddress].map((label) => screen.getByLabelText(label).getAttribute('maxlength'))).toEqual([L.name, L.email].map(String));
    expect(phone).toHaveAttribute('maxlength', String(L.phone));
    expect(enquiry).toHaveAttribute('maxlength', String(L.contactEnquiry));
    expect(enquiry).toHaveAccessibleDescription(`${L.contactEnquiry} characters left`);
    await typeInto(enquiry, 'x'.repeat(L.contactEnquiry - 3));
    expect(enquiry).toHaveAccessibleDescription('3 characters left');
    // A value longer than maxlength (set by a script or an autofill) is counted, not hidden behind '0 characters left'.
    await typeInto(enquiry, 'x'.repeat(L.contactEnquiry + 2));
    expect(screen.getByText(`2 characters too many (at most ${L.contactEnquiry})`)).toHaveClass('cg-field__count--over');
    await fill({ ...VALID, enquiry: 'x'.repeat(L.contactEnquiry + 2) });
    await press(screen.getByRole('button', { name: T.submit }));
    expect(screen.getByText(tooLong('Enquiry', L.contactEnquiry))).toHaveClass('cg-field__error');
    expect(api.callsTo('post-enquiry')).toHaveLength(0);
  });

  it('keeps the values and shows the server message when the enquiry is refused', async () => {
    const api = infoApi({ 'post-enquiry': () => ({ statusCode: 429, message: 'Too many requests. Please wait 30 seconds and try again.' }) });
    await renderApp({ path: '/page/contact-us', api });
    await screen.findByRole('button', { name: T.submit });
    await fill(VALID);
    await press(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait 30 seconds and try again.');
    expect(screen.getByLabelText(T.yourName)).toHaveValue(VALID.name);
  });
});

describe('feedback page /feedback/', () => {
  it('sends the feedback as a contact enquiry marked as feedback', async () => {
    const api = infoApi({ 'post-enquiry': () => ({ statusCode: 200, message: SENT }) });
    await renderApp({ path: '/feedback/', api });
    expect(await screen.findByRole('heading', { level: 1, name: T.feedbackTitle })).toBeInTheDocument();
    await fill({ ...VALID, enquiry: 'Great delivery!' }, T.feedbackLabel);
    await press(screen.getByRole('button', { name: T.feedbackSubmit }));
    await waitFor(() => expect(api.callsTo('post-enquiry')).toHaveLength(1));
    expect(api.callsTo('post-enquiry')[0].body).toEqual({ ...VALID, enquiry: `${FEEDBACK_PREFIX}Great delivery!` });
    expect(await screen.findByText(SENT)).toBeInTheDocument();
  });

  it('keeps room for its mark: the feedback box takes the enquiry limit less the prefix', async () => {
    await renderApp({ path: '/feedback/', api: infoApi() });
    const box = await screen.findByLabelText(T.feedbackLabel);
    const max = L.contactEnquiry - FEEDBACK_PREFIX.length;
    expect(box).toHaveAttribute('maxlength', String(max));
    expect(box).toHaveAccessibleDescription(`${max} characters left`);
  });
});
