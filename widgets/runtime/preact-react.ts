/**
 * `react` and `react-dom/client` in the widget build for modules that need nothing of Preact's
 * compat layer (scripts/rollup/react-on-preact.mjs decides per module): the React API the shared
 * components use, from plain Preact and its hooks, and createRoot over Preact's render. React's
 * camelCased SVG attributes (strokeWidth) are renamed in the JSX at build time (the same plugin).
 */
import { render, type ComponentChild } from 'preact';

export { createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

export function createRoot(container: Element) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
