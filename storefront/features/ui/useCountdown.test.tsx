/** @jest-environment jsdom */
import { configureStore } from '@reduxjs/toolkit';
import { act, render as renderInDocument, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { rootReducer, type RootState } from '../../app/rootReducer';
import { Countdown } from '../home/blocks/Countdown';
import { HOME_TEXT as H } from '../home/messages';
import { FlashCountdown } from '../product/components/FlashCountdown';
import { PRODUCT_TEXT as P } from '../product/messages';
import { pageRendered } from './slice';
import { timeLeft } from './useCountdown';

const storeWith = (preloadedState?: Partial<RootState>) => configureStore({ reducer: rootReducer, preloadedState });
const render = (view: ReactElement) => renderInDocument(<Provider store={storeWith()}>{view}</Provider>);

const NOW = Date.parse('2026-11-20T10:00:00Z');
/** 2 days, 3 hours, 4 minutes and 5 seconds after NOW: 22 Nov 2026, 6:49 pm in Kathmandu (+5:45). */
const END = new Date(NOW + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000).toISOString();

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => {
  jest.useRealTimers();
});

describe('timeLeft', () => {
  it('splits the time left and is all 0 once over', () => {
    expect(timeLeft(Date.parse(END), NOW)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, over: false });
    expect(timeLeft(NOW, NOW + 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
  });
});

describe.each([
  ['home', (end: string) => <Countdown endTime={end} />, H.endAt, '02Days03Hrs04Min05Sec', '02Days03Hrs04Min04Sec', H.saleEnded],
  ['product', (end: string) => <FlashCountdown endTime={end} />, P.flashEndsAt, '2d03h04m05s', '2d03h04m04s', P.flashEnded],
])('the %s countdown', (_, view, label, first, next, ended) => {
  it(`says '${label}' with the end in Nepal time and ticks every second until it is over`, () => {
    const { container } = render(view(END));
    expect(container.querySelector('p')).toHaveTextContent(`${label} 22 Nov 2026, 6:49 pm`);
    expect(container.querySelector('time')).toHaveAttribute('dateTime', END);
    const timer = screen.getByRole('timer', { name: '2 days 3 hours 4 minutes left' });
    expect(timer.textContent).toBe(first);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe(next);
    act(() => jest.advanceTimersByTime(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText(ended)).toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows nothing for an end time it cannot read', () => {
    const { container } = render(view('soon'));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('a countdown the server rendered', () => {
  it('hydrates showing the server\'s time, then ticks on the browser\'s clock', () => {
    const server = storeWith();
    server.dispatch(pageRendered(NOW - 3000));
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={server}>
        <Countdown endTime={END} />
      </Provider>,
    );
    document.body.append(container);
    expect(container.querySelector('[role="timer"]')?.textContent).toBe('02Days03Hrs04Min08Sec');
    const recoverable = jest.fn();
    const state = server.getState();
    act(() => {
      hydrateRoot(
        container,
        <Provider store={storeWith(state)} serverState={state}>
          <Countdown endTime={END} />
        </Provider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('[role="timer"]')?.textContent).toBe('02Days03Hrs04Min05Sec');
    container.remove();
  });
});
