/** The product card's words (spec part 1 §2, part 2 §2). Tests import these. */
import { LOYALTY_NAME } from '../domain/loyalty';

export const PRODUCT_CARD_TEXT = {
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  newBadge: 'New',
  bundleBadge: 'Bundle',
  freeBadge: 'Free',
  save: (percent: number) => `Save ${percent}%`,
  coins: (n: number) => `${n} ${LOYALTY_NAME}`,
  emi: (amount: string) => `EMI from ${amount}/month`,
  model: 'Model',
  rating: (rating: number) => `Rated ${rating.toFixed(1).replace(/\.0$/, '')} out of 5`,
  originalPrice: 'Original price',
  price: 'Price',
  free: (name: string) => `Free: ${name}`,
} as const;
