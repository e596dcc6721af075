#!/usr/bin/env node
// The <product-card> widget's size (issue 4 budget: its own module at most 12 KB gzip on top of
// the shared widget runtime): the widget's ES module, the chunks it imports statically besides
// the runtime (shared with other widgets), and the runtime itself, reported apart (bench/module-size.mjs).
//
// `node bench/product-card-size.mjs` prints the table; bench/lighthouse.mjs's pageBenchmarks includes it.
import { moduleSize, printModuleSize } from './module-size.mjs';

export const PRODUCT_CARD_BUDGET_KB = 12;

export const productCardSize = ({ dist } = {}) => moduleSize({ module: 'product-card.js', budgetKb: PRODUCT_CARD_BUDGET_KB, dist });

export const printProductCardSize = (r) => printModuleSize('product-card', r);

if (import.meta.url === `file://${process.argv[1]}`) printProductCardSize(productCardSize());
