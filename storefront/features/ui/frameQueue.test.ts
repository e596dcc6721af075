import { queueFrameJob } from './frameQueue';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('queueFrameJob', () => {
  it('runs one job per task, after a frame, in the order queued', () => {
    const ran: string[] = [];
    queueFrameJob(() => ran.push('a'));
    queueFrameJob(() => ran.push('b'));
    queueFrameJob(() => ran.push('c'));
    expect(ran).toEqual([]);
    jest.advanceTimersToNextTimer(); // the frame
    jest.advanceTimersToNextTimer(); // the task after it
    expect(ran).toEqual(['a']);
    jest.runAllTimers();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('drops a job taken back before it ran', () => {
    const ran: string[] = [];
    queueFrameJob(() => ran.push('a'));
    const cancel = queueFrameJob(() => ran.push('b'));
    queueFrameJob(() => ran.push('c'));
    cancel();
    jest.runAllTimers();
    expect(ran).toEqual(['a', 'c']);
  });

  it('goes on without frames (a hidden tab) after 50 ms', () => {
    const g = globalThis as { requestAnimationFrame?: (cb: FrameRequestCallback) => number };
    const raf = g.requestAnimationFrame;
    g.requestAnimationFrame = () => 0; // frames never come
    try {
      const ran: string[] = [];
      queueFrameJob(() => ran.push('a'));
      jest.advanceTimersByTime(49);
      expect(ran).toEqual([]);
      jest.advanceTimersByTime(2);
      expect(ran).toEqual(['a']);
    } finally {
      g.requestAnimationFrame = raf;
    }
  });
});
