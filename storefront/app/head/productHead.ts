import type { ProductPageData } from '../../../shared/api/catalogue';
import { CURRENCY, effectivePrice } from '../../../shared/domain/money';
import { oneLine, plainText } from '../../../shared/domain/plain-text';
import { SITE_NAME } from '../../../shared/domain/site';
import { categoryPath, productPath, subCategoryPath } from '../../../shared/domain/slug';
import { absoluteUrl, breadcrumbList, documentTitle, socialTags, type HeadTags } from './heads';

/**
 * A product page: title and description from the product's meta, the canonical product URL
 * (whatever slug was asked), Open Graph product tags, JSON-LD Product (an NPR Offer with
 * availability; AggregateRating and reviews when approved reviews exist) and its BreadcrumbList.
 */
export function productHead(publicUrl: string, data: ProductPageData): HeadTags {
  const p = data.product;
  const abs = (path: string) => absoluteUrl(publicUrl, path);
  const url = abs(productPath(p.name, p.id));
  // The answer's meta title as it is (spec part 2 §2: the title comes from the response meta).
  const title = data.meta?.title?.trim() ? oneLine(data.meta.title, 200) : documentTitle(oneLine(p.name, 200));
  const description = plainText(data.meta?.description || p.short_description || p.name, 160);
  const images = p.images.map(abs);
  const price = effectivePrice(p.price, p.discount_price);
  const inStock = Number(p.availability) === 1;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url,
    priceCurrency: CURRENCY,
    price: price.toFixed(2),
    availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: p.supplier_name || SITE_NAME },
  };
  if (p.flash_sales?.end_time) offer.priceValidUntil = p.flash_sales.end_time.slice(0, 10);
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: p.name,
    description: plainText(p.short_description || p.long_description || p.name, 5000),
    image: images,
    sku: p.product_code ?? p.code ?? String(p.id),
    mpn: p.model_number,
    model: p.model_number,
    brand: { '@type': 'Brand', name: p.brand },
    category: [p.product_category_name, p.product_sub_category_name].filter(Boolean).join(' > '),
    offers: offer,
  };
  const reviewCount = Number(p.review_count ?? p.reviews.length);
  if (reviewCount > 0 && p.ratings) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(p.ratings).toFixed(1),
      reviewCount,
      bestRating: '5',
      worstRating: '1',
    };
    product.review = p.reviews.slice(0, 5).map((r) => ({
      '@type': 'Review',
      name: r.summary,
      reviewBody: r.review,
      datePublished: r.posted_on.slice(0, 10),
      author: { '@type': 'Person', name: r.name },
      reviewRating: { '@type': 'Rating', ratingValue: ((r.quality + r.price + r.value) / 3).toFixed(1), bestRating: '5', worstRating: '1' },
    }));
  }
  const crumbs: [string, string][] = [['Home', abs('/')]];
  if (p.product_category_name && p.product_category_url) crumbs.push([p.product_category_name, abs(categoryPath(p.product_category_url))]);
  if (p.product_sub_category_name && p.product_sub_category_url) crumbs.push([p.product_sub_category_name, abs(subCategoryPath(p.product_sub_category_url))]);
  crumbs.push([p.name, url]);
  const social = socialTags({ type: 'product', title, description, url, image: images[0] ?? null });
  social.push(['product:price:amount', price.toFixed(2)], ['product:price:currency', CURRENCY], ['product:availability', inStock ? 'in stock' : 'out of stock']);
  if (p.brand) social.push(['product:brand', p.brand]);
  const first = p.images[0] ?? p.featured_image;
  return {
    title,
    description,
    keywords: data.meta?.keywords?.trim() || null,
    canonical: url,
    social,
    jsonLd: [product, breadcrumbList(crumbs)],
    preloadImages: first ? [{ href: first }] : [],
  };
}
