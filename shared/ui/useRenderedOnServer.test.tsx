/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beginHydration, endHydration, useRenderedOnServer } from './useRenderedOnServer';

const renders: boolean[] = [];
function Probe() {
  const onServer = useRenderedOnServer();
  renders.push(onServer);
  return <p>{onServer ? 'server' : 'browser'}</p>;
}

beforeEach(() => {
  renders.length = 0;
});

describe('useRenderedOnServer', () => {
  it('is true on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>server</p>');
  });

  it('a page hydrated by the storefront renders as on the server, then moves to the browser in a transition', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const recoverable = jest.fn();
    renders.length = 0;
    beginHydration();
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
      });
    });
    endHydration();
    expect(recoverable).not.toHaveBeenCalled();
    expect(renders[0]).toBe(true);
    expect(renders.at(-1)).toBe(false);
    expect(container.textContent).toBe('browser');
    container.remove();
  });

  it('is false from the first render of what mounts afterwards, and in the widgets (no hydration)', () => {
    const { container } = render(<Probe />);
    expect(renders).toEqual([false]);
    expect(container.textContent).toBe('browser');
  });
});
