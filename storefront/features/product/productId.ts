/** A product id worth asking view-product about: digits only, at most 15 (a safe integer). */
export const isProductId = (id: string): boolean => /^\d{1,15}$/.test(id);
