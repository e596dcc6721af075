/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { usePageRestored } from './usePageRestored';

/** A form in its submitting state, as a gateway hand-off leaves it. */
function Submitting() {
  const [busy, setBusy] = useState(true);
  usePageRestored(() => setBusy(false));
  return (
    <button type="submit" disabled={busy}>
      Place Order
    </button>
  );
}

const pageshow = (persisted: boolean) =>
  act(() => {
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
  });

describe('usePageRestored', () => {
  it('clears the state when the page comes back from the back-forward cache', () => {
    render(<Submitting />);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    pageshow(true);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('leaves the state alone on an ordinary page show (a fresh load)', () => {
    render(<Submitting />);
    pageshow(false);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('calls the latest callback, and none once unmounted', () => {
    const calls: string[] = [];
    function Probe({ name }: { name: string }) {
      usePageRestored(() => calls.push(name));
      return null;
    }
    const { rerender, unmount } = render(<Probe name="first" />);
    rerender(<Probe name="second" />);
    pageshow(true);
    expect(calls).toEqual(['second']);
    unmount();
    pageshow(true);
    expect(calls).toEqual(['second']);
  });
});
