/** The compare route's chunk: /products/compare/ (spec part 2 §2). */
export { ComparePage } from './ComparePage';
