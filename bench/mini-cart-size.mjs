#!/usr/bin/env node
// The <mini-cart> widget's size (issue 6 budget: at most 15 KB gzip): the widget's ES module and
// the chunks it imports statically besides the shared widget runtime (both counted against the
// budget), the runtime itself (Preact and the widget runtime, shared with every other widget on
// the page) and what a page with only <mini-cart> downloads in all (loader, module, chunks,
// runtime and the widgets' stylesheet), reported apart (bench/module-size.mjs).
//
// `node bench/mini-cart-size.mjs` prints the table; bench/run.mjs includes it.
import { moduleSize, printModuleSize } from './module-size.mjs';

export const MINI_CART_BUDGET_KB = 15;

export const miniCartSize = ({ dist } = {}) => moduleSize({ module: 'mini-cart.js', budgetKb: MINI_CART_BUDGET_KB, page: true, dist });

export const printMiniCartSize = (r) => printModuleSize('mini-cart', r, { runtime: 'shared runtime', width: 52 });

/** For bench/run.mjs: measures, prints, returns the numbers. */
export function reportMiniCartSize(options) {
  const r = miniCartSize(options);
  printMiniCartSize(r);
  return r;
}

if (import.meta.url === `file://${process.argv[1]}`) printMiniCartSize(miniCartSize());
