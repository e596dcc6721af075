/**
 * The footer's static parts (spec part 2 §2): store pages, help links with the feedback link,
 * phones, app stores, social links and payment partners. Company pages come from GET all-page.
 */
import { LG_SHOPPE_STORES_TYPE, OWN_STORES_TYPE, type PageListEntry } from '../../../shared/api/pages';
import { pagePath, storesPath } from '../../../shared/domain/slug';

export interface FooterLink {
  label: string;
  to: string;
}

export const STORE_LINKS: FooterLink[] = [
  { label: 'CG Digital Stores', to: storesPath(OWN_STORES_TYPE) },
  { label: 'LG Shoppe', to: storesPath(LG_SHOPPE_STORES_TYPE) },
  { label: 'Service Centers', to: '/service-centers/' },
  { label: 'Catalogues', to: '/catalogues/all' },
];

export const HELP_LINKS: FooterLink[] = [
  { label: 'FAQs', to: '/page/faqs' },
  { label: 'Contact Us', to: '/page/contact-us' },
  { label: 'Feedback', to: '/feedback/' },
];

/** Shown until GET all-page answers, and if it fails (the two pages the spec names). */
export const FALLBACK_COMPANY_LINKS: FooterLink[] = [
  { label: 'Terms and Conditions', to: '/page-terms-and-conditions-3' },
  { label: 'Privacy Policy', to: '/page-privacy-policy-9' },
];

/** The company pages' links from GET all-page; the fallback until it answers (or when it failed). */
export function companyLinks(pages: PageListEntry[] | null): FooterLink[] {
  if (!Array.isArray(pages)) return FALLBACK_COMPANY_LINKS;
  return pages.filter((p) => p && p.page_url && p.title).map((p) => ({ label: p.title, to: pagePath(p.page_url) }));
}

export const PHONES = [
  { label: 'Toll-free', number: '16600100211', tel: '16600100211' },
  { label: 'Landline', number: '+977 01 5188284', tel: '+977015188284' },
];

export const APP_STORES = {
  ios: 'https://apps.apple.com/np/app/cg-digital/id1234567890',
  android: 'https://play.google.com/store/apps/details?id=com.cgdigital.app',
} as const;

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'tiktok';
export const SOCIAL_LINKS: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'facebook', label: 'CG Digital on Facebook', href: 'https://www.facebook.com/cgdigitalnepal' },
  { network: 'instagram', label: 'CG Digital on Instagram', href: 'https://www.instagram.com/cgdigitalnepal' },
  { network: 'youtube', label: 'CG Digital on YouTube', href: 'https://www.youtube.com/@cgdigitalnepal' },
  { network: 'tiktok', label: 'CG Digital on TikTok', href: 'https://www.tiktok.com/@cgdigitalnepal' },
];

/** Payment partners, drawn as text logos in their colours (nothing loaded from elsewhere). */
export const PAYMENT_PARTNERS: { name: string; slug: string }[] = [
  { name: 'VISA', slug: 'visa' },
  { name: 'mastercard', slug: 'mastercard' },
  { name: 'UnionPay', slug: 'unionpay' },
  { name: 'eSewa', slug: 'esewa' },
  { name: 'khalti', slug: 'khalti' },
  { name: 'connectIPS', slug: 'connect-ips' },
  { name: 'IME pay', slug: 'ime-pay' },
  { name: 'Flexi Pay', slug: 'flexi-pay' },
];
