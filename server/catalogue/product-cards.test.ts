import { toProductCard, type CardRow } from './product-cards';

const row = (over: Partial<CardRow> = {}): CardRow => ({
  id: 7,
  name: 'LG 55" 4K Smart TV',
  brand: 'LG',
  model_number: '55UR7550',
  product_code: '100000007',
  featured_image: '/media/a-1.svg',
  alt_featured_image: '/media/a-2.svg',
  price_paisa: 100_000_00,
  discount_price_paisa: 90_000_00,
  discount_percent: 10,
  is_new: true,
  product_type: 'Normal',
  stock_quantity: 3,
  emi_months: 12,
  free_id: null,
  free_name: null,
  free_image: null,
  free_price_paisa: null,
  ratings: 4.3,
  selling_price_paisa: 90_000_00,
  ...over,
});

describe('toProductCard', () => {
  it('answers every card field in rupees, with coins = price paid / 200 and EMI = the lowest instalment the EMI modal offers', () => {
    expect(toProductCard(row())).toEqual({
      id: 7,
      name: 'LG 55" 4K Smart TV',
      brand: 'LG',
      model_number: '55UR7550',
      product_code: '100000007',
      featured_image: '/media/a-1.svg',
      alt_featured_image: '/media/a-2.svg',
      price: 100000,
      discount_price: 90000,
      discount_percent: 10,
      new: 1,
      product_type: 'Normal',
      free: null,
      ratings: 4.3,
      loyalty_point: 450,
      // 90,000 over the longest of the modal's periods (24 months), not over the product's 12.
      emi_price: 3750,
      availability: 1,
    });
  });

  it('without a discount: price only, 0 %, coins and EMI on the price; out of stock is 0', () => {
    const c = toProductCard(row({ discount_price_paisa: null, selling_price_paisa: 100_000_00, discount_percent: 0, stock_quantity: 0, emi_months: 0, ratings: null, is_new: false }));
    expect(c).toEqual(expect.objectContaining({ discount_price: null, discount_percent: 0, loyalty_point: 500, emi_price: null, availability: 0, ratings: 0, new: 0 }));
  });

  it('shows a running flash sale price as the discount price, with its own percent and coins', () => {
    const c = toProductCard(row({ selling_price_paisa: 75_000_00 }));
    expect(c).toEqual(expect.objectContaining({ price: 100000, discount_price: 75000, discount_percent: 25, loyalty_point: 375, emi_price: 3125 }));
  });

  it('shows a flash sale price on a product with no discount of its own', () => {
    const c = toProductCard(row({ discount_price_paisa: null, discount_percent: 0, selling_price_paisa: 80_000_00 }));
    expect(c).toEqual(expect.objectContaining({ price: 100000, discount_price: 80000, discount_percent: 20, loyalty_point: 400 }));
  });

  it('carries the free item with its image, and its id when it is one of our products', () => {
    expect(toProductCard(row({ free_name: 'Speaker', free_image: '/media/s.svg', free_price_paisa: 2999_00 })).free).toEqual({
      name: 'Speaker',
      image: '/media/s.svg',
      price: 2999,
    });
    expect(toProductCard(row({ free_id: 12, free_name: 'Kettle', free_image: null, free_price_paisa: 1499_00 })).free).toEqual({
      id: 12,
      name: 'Kettle',
      image: null,
      price: 1499,
    });
  });
});
