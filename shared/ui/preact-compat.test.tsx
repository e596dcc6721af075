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

describe('ProductCard under preact/compat', () => {
  it('renders the card, parts for ::part, and marks the alternate image loaded (for the CSS hover swap)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ProductCard } = require('./ProductCard') as typeof import('./ProductCard');
    const root = document.createElement('div');
    document.body.appendChild(root);
    const product = {
      id: 3,
      name: 'Mixer Grinder',
      brand: 'Philips',
      model_number: 'HL7756',
      featured_image: '/a.svg',
      alt_featured_image: '/b.svg',
      price: 8000,
      discount_price: 6000,
      discount_percent: 25,
      ratings: 4,
      availability: 1,
    };
    act(() => {
      render(h(ProductCard, { product }), root);
    });
    expect(screen.getByRole('link', { name: 'Mixer Grinder' })).toHaveAttribute('href', '/product-mixer-grinder-3');
    expect(root.querySelector('[part="card"]')).not.toBeNull();
    expect(root.querySelector('[part="price"]')).toHaveTextContent('NPR 6,000');
    expect((root.querySelector('.cg-stars__fill') as HTMLElement).style.width).toBe('80%');
    const alt = root.querySelector('.cg-card__img--alt') as HTMLImageElement;
    expect(alt).toHaveAttribute('src', '/b.svg');
    act(() => {
      fireEvent.load(alt);
    });
    expect(alt).toHaveAttribute('data-loaded');
    act(() => {
      render(null, root);
    });
    root.remove();
  });
});
