/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { newsletterSchema } from '../../../shared/validation/catalogue';
import { firstErrors } from '../../../shared/validation/form';
import { createFakeApi, renderWithStore } from '../../app/test-utils';
import { FOOTER_TEXT as T, NEWSLETTER_MESSAGE_MS } from './messages';
import { Newsletter, newsletterError } from './Newsletter';

const THANKS = 'Thank you for subscribing to our newsletter.';
const flush = () => act(async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('newsletter rule', () => {
  it('gives the same message as the server schema', async () => {
    for (const email of ['', ' ', 'a', 'a@b', 'a@b.c', ' a@b.co', 'sita@example.com', 'sita @example.com']) {
      const expected = (await firstErrors(newsletterSchema, { email })).email ?? null;
      expect(newsletterError(email)).toBe(expected);
    }
  });
});

describe('footer newsletter', () => {
  it('checks the e-mail before sending', async () => {
    const api = createFakeApi({});
    await renderWithStore(<Newsletter />, { api });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: T.subscribe })));
    expect(screen.getByText(T.emailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(T.newsletterLabel)).toHaveFocus();
    await act(async () => void fireEvent.change(screen.getByLabelText(T.newsletterLabel), { target: { value: 'sita@example' } }));
    expect(screen.getByText(T.emailInvalid)).toBeInTheDocument();
    expect(api.callsTo('post-subscribers')).toHaveLength(0);
  });

  it('disables the button while sending and shows the server message for exactly 5 seconds', async () => {
    let release: () => void = () => undefined;
    const api = createFakeApi({
      'post-subscribers': () => new Promise((resolve) => (release = () => resolve({ statusCode: 200, message: THANKS }))),
    });
    await renderWithStore(<Newsletter />, { api });
    jest.useFakeTimers();
    const input = screen.getByLabelText(T.newsletterLabel);
    act(() => void fireEvent.change(input, { target: { value: 'sita@example.com' } }));
    act(() => void fireEvent.click(screen.getByRole('button', { name: T.subscribe })));
    const busy = screen.getByRole('button', { name: T.subscribing });
    expect(busy).toBeDisabled();
    expect(api.callsTo('post-subscribers')[0].body).toEqual({ email: 'sita@example.com' });
    // A second press while sending sends nothing more.
    act(() => void fireEvent.click(busy));
    expect(api.callsTo('post-subscribers')).toHaveLength(1);
    release();
    await flush();
    expect(screen.getByRole('button', { name: T.subscribe })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent(THANKS);
    expect(input).toHaveValue('');
    act(() => void jest.advanceTimersByTime(NEWSLETTER_MESSAGE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent(THANKS);
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the server error (dark red) for 5 seconds and keeps the address', async () => {
    const api = createFakeApi({ 'post-subscribers': () => ({ statusCode: 429, message: 'Too many requests. Please wait 60 seconds and try again.' }) });
    await renderWithStore(<Newsletter />, { api });
    jest.useFakeTimers();
    const input = screen.getByLabelText(T.newsletterLabel);
    act(() => void fireEvent.change(input, { target: { value: 'sita@example.com' } }));
    act(() => void fireEvent.click(screen.getByRole('button', { name: T.subscribe })));
    await flush();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Too many requests. Please wait 60 seconds and try again.');
    expect(status).toHaveClass('is-error');
    expect(input).toHaveValue('sita@example.com');
    act(() => void jest.advanceTimersByTime(NEWSLETTER_MESSAGE_MS));
    expect(status).toBeEmptyDOMElement();
  });

  it('a network failure says so', async () => {
    const api = createFakeApi({ 'post-subscribers': () => null });
    await renderWithStore(<Newsletter />, { api });
    act(() => void fireEvent.change(screen.getByLabelText(T.newsletterLabel), { target: { value: 'sita@example.com' } }));
    act(() => void fireEvent.click(screen.getByRole('button', { name: T.subscribe })));
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent(T.newsletterFailed);
  });
});
