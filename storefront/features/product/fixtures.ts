/** Product page answers for component tests. */
import type { ProductDetail, ProductPageData } from '../../../shared/api/catalogue';
import type { ProductCard } from '../../../shared/api/types';

export const card = (id: number, over: Partial<ProductCard> = {}): ProductCard => ({
  id,
  name: `Related ${id}`,
  brand: 'LG',
  model_number: `R-${id}`,
  featured_image: `/media/p/${id}.svg`,
  price: 10000 + id,
  availability: 1,
  ...over,
});

export function productDetail(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 12,
    name: 'LG 55 UHD Smart TV',
    brand: 'LG',
    brand_url: 'lg',
    model_number: '55UQ7500',
    code: 'LG-55',
    featured_image: '/media/p/12.svg',
    images: ['/media/p/12.svg', '/media/p/12-b.svg'],
    price: 100000,
    discount_price: 90000,
    discount_percent: 10,
    availability: 1,
    is_service: 0,
    new: 1,
    product_type: 'Combo',
    combo_products: [{ product_id: 40, name: 'Sound bar S40', featured_image: '/media/p/40.svg', price: 20000 }],
    free: { id: 41, name: 'Wall mount', image: '/media/p/41.svg', price: 2500 },
    flash_sales: null,
    prepayment: 0,
    prepayment_value: null,
    supplier_name: 'Himalayan Traders',
    supplier_logo: '/media/supplier/himalayan.svg',
    supplier_slug: 'himalayan-traders',
    short_description: '<p>Short text</p>',
    quick_overview: '<ul><li>4K picture</li><li>webOS</li></ul>',
    long_description: '<h3>Big picture</h3><p>A television.</p>',
    product_specifications: [
      { product_feature: { name: 'Screen Size' }, feature_value: '55 inch' },
      { product_feature: { name: 'Resolution' }, feature_value: '3840 x 2160' },
    ],
    coupons: [{ code: 'TV500', coupon_desc: 'NPR 500 off on TVs' }],
    reviews: [],
    review_count: 0,
    ratings: null,
    product_category_name: 'Television',
    product_category_url: 'television',
    product_sub_category_name: 'LED TV',
    product_sub_category_url: 'led-tv',
    product_sub_category_id: 7,
    loyalty_point: 450,
    emi_price: 7500,
    ...over,
  };
}

export function productPage(product: Partial<ProductDetail> = {}, over: Partial<ProductPageData> = {}): ProductPageData {
  return {
    title: 'LG 55 UHD Smart TV',
    product: productDetail(product),
    meta: { title: 'LG 55 UHD Smart TV Price in Nepal', description: 'Buy the LG 55 inch TV in Nepal', keywords: 'lg, tv' },
    related_products: [card(101), card(102)],
    featured_products: [card(201, { name: 'Featured 201' })],
    ...over,
  };
}
