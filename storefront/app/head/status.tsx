import { createContext, useContext } from 'react';

/**
 * The HTTP status of a page rendered on the server: 200 unless the render shows the not-found
 * page, which says so with `useNotFoundStatus()`. The browser renders without it.
 */
export interface PageStatus {
  code: 200 | 404;
}

const Status = createContext<PageStatus | null>(null);
export const PageStatusProvider = Status.Provider;

/** Marks the page being rendered on the server as not found (404). */
export function useNotFoundStatus(): void {
  const status = useContext(Status);
  if (status) status.code = 404;
}
