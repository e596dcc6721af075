/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { press, renderApp } from '../../app/test-utils';
import { INFO_TEXT as T } from './messages';
import { FAQS, infoApi } from './test-helpers';

describe('FAQ page /page/faqs', () => {
  it('lists the questions by topic in an accordion of buttons with aria-expanded', async () => {
    const api = infoApi({ 'get-faqs': () => ({ statusCode: 200, data: FAQS }) });
    await renderApp({ path: '/page/faqs', api });
    expect(await screen.findByRole('heading', { level: 1, name: T.faqTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    const q = screen.getByRole('button', { name: 'How do I place an order?' });
    expect(q).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Add products to your cart.')).not.toBeVisible();
    await press(q);
    expect(q).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(q.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAccessibleName('How do I place an order?');
    expect(screen.getByText('Add products to your cart.')).toBeVisible();
    await press(q);
    expect(q).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    const api = infoApi({ 'get-faqs': () => ({ statusCode: 200, data: FAQS }) });
    await renderApp({ path: '/page/faqs', api });
    const first = await screen.findByRole('button', { name: 'How do I place an order?' });
    const second = screen.getByRole('button', { name: 'Can I cancel my order?' });
    first.focus();
    act(() => void fireEvent.keyDown(first, { key: 'ArrowDown' }));
    expect(second).toHaveFocus();
    act(() => void fireEvent.keyDown(second, { key: 'ArrowDown' }));
    expect(first).toHaveFocus();
    act(() => void fireEvent.keyDown(first, { key: 'End' }));
    expect(second).toHaveFocus();
    act(() => void fireEvent.keyDown(second, { key: 'Home' }));
    expect(first).toHaveFocus();
  });

  it('a failed load goes to /not-found', async () => {
    const api = infoApi({ 'get-faqs': () => ({ statusCode: 500, message: 'x' }) });
    const { router } = await renderApp({ path: '/page/faqs', api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});
