/**
 * `react` and `react-dom/client` in the widget build for modules that need nothing of Preact's
 * compat layer nor a hook (scripts/rollup/react-on-preact.mjs decides per module; those using
 * hooks get preact-react-hooks.ts): the React API the shared components use, from plain Preact,
 * and createRoot over Preact's render. React's camelCased SVG attributes (strokeWidth) are
 * renamed in the JSX at build time (the same plugin).
 */
import { render, type ComponentChild } from 'preact';

export { Component, createContext, createElement, Fragment } from 'preact';

export function createRoot(container: Element) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
