/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 *
 * The widgets render these components with Preact's compat layer: the same module, with
 * `react` and `react/jsx-runtime` resolved to Preact.
 */
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/jsx-runtime'));

import { fireEvent, screen } from '@testing-library/dom';
import { h as createElement, render, type VNode } from 'preact';
import { act } from 'preact/test-utils';
import { FormField } from './FormField';
import { LoadingOverlay } from './LoadingOverlay';
import { Modal } from './Modal';

/** The components are typed for React; under compat they are plain Preact components. */
const h = createElement as unknown as (type: unknown, props: unknown, ...children: unknown[]) => VNode;

describe('shared/ui under preact/compat', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.appendChild(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('Modal: labelled dialog, focus in, Escape closes', () => {
    const onClose = jest.fn();
    act(() => {
      render(
        h(Modal, { open: true, title: 'Hello', onClose }, h(FormField, { label: 'Code' })),
        root,
      );
    });
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Code')).toHaveFocus();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('FormField and LoadingOverlay render with their ARIA wiring', () => {
    act(() => {
      render(
        h('div', null, h(FormField, { label: 'Email', error: 'Please enter email' }), h(LoadingOverlay, { active: true })),
        root,
      );
    });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter email');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
