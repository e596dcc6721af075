/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Alert } from './Alert';
import { FormField } from './FormField';
import { LoadingOverlay } from './LoadingOverlay';

describe('FormField', () => {
  it('labels its input and, with an error, marks it invalid and described by the message', () => {
    render(<FormField label="Email" error="Please enter email" hint="We never share it." />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Please enter email');
  });

  it('without an error is not invalid and has no error text', () => {
    render(<FormField label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

describe('Alert', () => {
  it('danger alerts are announced (role alert), success ones are a status', () => {
    render(
      <>
        <Alert tone="danger">Bad</Alert>
        <Alert tone="success">Good</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bad');
    expect(screen.getByRole('status')).toHaveTextContent('Good');
  });
});

describe('LoadingOverlay', () => {
  it("is a live status region that says 'Loading…' only while active", () => {
    const { rerender } = render(<LoadingOverlay active={false} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    rerender(<LoadingOverlay active />);
    expect(region).toHaveTextContent('Loading…');
  });
});
