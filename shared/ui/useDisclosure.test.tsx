/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 *
 * useDisclosure under Preact's compat layer, as the widgets run it (the storefront's header runs
 * it with React: storefront/features/header tests).
 */
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/jsx-runtime'));

import { fireEvent } from '@testing-library/dom';
import { h as createElement, render, type VNode } from 'preact';
import { act } from 'preact/test-utils';
import { useDisclosure } from './useDisclosure';

const h = createElement as unknown as (type: unknown, props: unknown, ...children: unknown[]) => VNode;

function Probe({ closeOn }: { closeOn?: unknown }) {
  const { open, rootRef, buttonRef, toggle } = useDisclosure(closeOn);
  return h(
    'div',
    { ref: rootRef },
    h('button', { ref: buttonRef, type: 'button', 'aria-expanded': open ? 'true' : 'false', onClick: toggle }, 'Menu'),
    h('div', { hidden: !open }, h('a', { href: '#inside' }, 'Inside')),
  );
}

describe('useDisclosure under preact/compat', () => {
  let host: HTMLElement;
  let outside: HTMLButtonElement;
  beforeEach(() => {
    host = document.createElement('div');
    outside = document.createElement('button');
    outside.textContent = 'Elsewhere';
    document.body.append(host, outside);
  });
  afterEach(() => {
    act(() => render(null, host));
    document.body.replaceChildren();
  });

  const mount = (closeOn?: unknown, into: Element = host) => act(() => render(h(Probe, { closeOn }), into));
  const button = (root: ParentNode = host) => root.querySelector('button') as HTMLButtonElement;
  const click = (el: Element) => act(() => void fireEvent.click(el));
  const isOpen = (root: ParentNode = host) => button(root).getAttribute('aria-expanded') === 'true';

  it('the button toggles it; Escape closes it and puts focus back on the button', () => {
    mount();
    expect(isOpen()).toBe(false);
    click(button());
    expect(isOpen()).toBe(true);
    click(button());
    expect(isOpen()).toBe(false);
    click(button());
    (host.querySelector('a') as HTMLAnchorElement).focus();
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(button());
  });

  it('a press or focus outside closes it, inside does not', () => {
    mount();
    click(button());
    act(() => void fireEvent.mouseDown(host.querySelector('a') as HTMLAnchorElement));
    act(() => void fireEvent.focusIn(host.querySelector('a') as HTMLAnchorElement));
    expect(isOpen()).toBe(true);
    act(() => void fireEvent.mouseDown(outside));
    expect(isOpen()).toBe(false);
    click(button());
    act(() => void fireEvent.touchStart(outside));
    expect(isOpen()).toBe(false);
    click(button());
    act(() => outside.focus());
    expect(isOpen()).toBe(false);
  });

  it('a new closeOn value (the storefront passes the route) closes it', () => {
    mount('/a');
    click(button());
    mount('/a');
    expect(isOpen()).toBe(true);
    mount('/b');
    expect(isOpen()).toBe(false);
  });

  it('inside a shadow root, presses within the root do not count as outside', () => {
    const shadowHost = document.createElement('div');
    document.body.append(shadowHost);
    const shadow = shadowHost.attachShadow({ mode: 'open' });
    const inner = document.createElement('div');
    shadow.append(inner);
    mount(undefined, inner);
    click(button(shadow));
    act(() => void (shadow.querySelector('a') as HTMLAnchorElement).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true })));
    expect(isOpen(shadow)).toBe(true);
    act(() => void fireEvent.mouseDown(outside));
    expect(isOpen(shadow)).toBe(false);
    act(() => render(null, inner));
  });
});
