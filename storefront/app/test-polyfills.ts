/**
 * jsdom lacks a few Web APIs that react-router needs at import time. Import this before
 * react-router (test-utils does it first thing).
 */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as unknown as Record<string, unknown>;
if (typeof g.TextEncoder === 'undefined') g.TextEncoder = TextEncoder;
if (typeof g.TextDecoder === 'undefined') g.TextDecoder = TextDecoder;

/**
 * react-router builds a Request for every navigation (its loaders would read it). jsdom has no
 * fetch API; the storefront's routes have no loaders, so url, method and signal are enough.
 */
if (typeof g.Request === 'undefined') {
  class RequestStub {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly body: unknown;
    constructor(input: string | URL | { url: string }, init: { method?: string; signal?: AbortSignal; body?: unknown } = {}) {
      this.url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.body = init.body ?? null;
    }
  }
  g.Request = RequestStub;
}

/** jsdom does not scroll (ScrollRestoration calls this on every navigation). */
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
