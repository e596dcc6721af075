/**
 * `react` in the widget build for modules that use hooks and need nothing of Preact's compat
 * layer: preact-react.ts and Preact's hooks. Apart from it (and from the shared runtime chunk) so
 * an element whose modules use no hook (the card) does not load the hooks library.
 */
export * from './preact-react';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
