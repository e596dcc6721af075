/**
 * `react` and `react-dom/client` in the widget build for modules that need nothing of Preact's
 * compat layer (scripts/rollup/react-on-preact.mjs decides per module): the React API the shared
 * components use, from plain Preact and its hooks, and createRoot over Preact's render.
 */
import { options, render, type ComponentChild } from 'preact';

export { createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

export function createRoot(container: Element) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}

// React spells SVG presentation attributes in camelCase (strokeWidth), the DOM in kebab-case
// (stroke-width). The compat layer renames them; without it, this does, by compat's own rule.
const CAMEL_PROPS =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;
const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  if (typeof vnode.type === 'string' && vnode.type.indexOf('-') < 0) {
    const props = vnode.props as Record<string, unknown>;
    for (const name of Object.keys(props)) {
      if (!CAMEL_PROPS.test(name)) continue;
      props[name.replace(/[A-Z0-9]/g, '-$&').toLowerCase()] = props[name];
      delete props[name];
    }
  }
  previousVNodeHook?.(vnode);
};
