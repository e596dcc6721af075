/** The footer's static parts (spec part 2 §2): company pages, stores, feedback, phones, payment partners. */

export interface FooterLink {
  label: string;
  to: string;
}

export const COMPANY_LINKS: FooterLink[] = [
  { label: 'Privacy Policy', to: '/page-privacy-policy-9' },
  { label: 'Terms and Conditions', to: '/page-terms-and-conditions-3' },
  { label: 'FAQs', to: '/page/faqs' },
  { label: 'Contact Us', to: '/page/contact-us' },
];

export const STORE_LINKS: FooterLink[] = [
  { label: 'LG Shoppe', to: '/stores/lg-shoppe' },
  { label: 'Service Centers', to: '/service-centers/' },
];

export const HELP_LINKS: FooterLink[] = [{ label: 'Feedback', to: '/feedback/' }];

export const PHONES = [
  { label: 'Toll-free', number: '16600100211', tel: '16600100211' },
  { label: 'Landline', number: '+977 01 5188284', tel: '+977015188284' },
];

export const PAYMENT_PARTNERS = ['Visa', 'Mastercard', 'eSewa', 'Khalti', 'Connect IPS', 'IME Pay'];
