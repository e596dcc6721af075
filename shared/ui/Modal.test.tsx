/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './Modal';

function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Reset password" description="Three quick steps." onClose={() => setOpen(false)}>
        <label htmlFor="m-email">Email</label>
        <input id="m-email" />
        <button type="button">Send</button>
      </Modal>
    </>
  );
}

function openIt() {
  const opener = screen.getByRole('button', { name: 'Open' });
  act(() => opener.focus());
  act(() => {
    fireEvent.click(opener);
  });
  return opener;
}

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog labelled by its title and described by its description', () => {
    render(<Harness />);
    openIt();
    const dialog = screen.getByRole('dialog', { name: 'Reset password' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Three quick steps.');
  });

  it('moves focus to the first field, and gives it back on Escape', () => {
    render(<Harness />);
    const opener = openIt();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    act(() => {
      fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside', () => {
    render(<Harness />);
    openIt();
    const close = screen.getByRole('button', { name: 'Close' });
    const send = screen.getByRole('button', { name: 'Send' });
    act(() => send.focus());
    act(() => {
      fireEvent.keyDown(send, { key: 'Tab' });
    });
    expect(close).toHaveFocus();
    act(() => {
      fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    });
    expect(send).toHaveFocus();
    // focus that somehow left the dialog is brought back in
    act(() => screen.getByRole('button', { name: 'Open' }).focus());
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
    });
    expect(close).toHaveFocus();
  });

  it('closes with the close button and on a backdrop click, not on a click inside', () => {
    render(<Harness />);
    openIt();
    act(() => {
      fireEvent.mouseDown(screen.getByLabelText('Email'));
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    openIt();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scrolling while open', () => {
    render(<Harness />);
    openIt();
    expect(document.body.style.overflow).toBe('hidden');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    expect(document.body.style.overflow).toBe('');
  });
});
