/** Fakes for the information pages' component tests. */
import type { Faq, StaticPage, StoresData } from '../../../shared/api/pages';
import { createFakeApi, type FakeApi, type FakeHandler } from '../../app/test-utils';

export const PAGE: StaticPage = {
  page_url: 'privacy-policy-9',
  title: 'Privacy Policy',
  content: '<h2>Privacy Policy</h2><p>We collect only what we need.</p>',
};

export const FAQS: Faq[] = [
  { id: 1, topic: 'Orders', question: 'How do I place an order?', answer: '<p>Add products to your cart.</p>' },
  { id: 2, topic: 'Orders', question: 'Can I cancel my order?', answer: '<p>Yes, while it is Pending.</p>' },
  { id: 3, topic: 'Payment', question: 'What is Flexi Pay?', answer: '<p>Instalments with partner banks.</p>' },
];

export const STORES: StoresData = {
  cg_digital: [
    { name: 'CG Digital', branch: 'Durbarmarg', location: 'Durbarmarg, Kathmandu', phone: '01-4231870', profile_image: '/media/store/product-1.svg' },
    { name: 'CG Digital', branch: 'Pokhara', location: 'New Road, Pokhara', phone: '061-538210', profile_image: '' },
  ],
  lg_shoppe: [{ name: 'LG Shoppe', branch: 'Naxal', location: 'Naxal, Kathmandu', phone: '01-4437012', profile_image: '/media/store/lg-shoppe-1.svg' }],
};

/** A fake API answering the header's calls and all-page, plus `handlers`. */
export function infoApi(handlers: Record<string, FakeHandler> = {}): FakeApi {
  return createFakeApi({
    'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
    'all-page': () => ({ statusCode: 200, data: [{ page_url: 'about-us-1', title: 'About Us' }] }),
    ...handlers,
  });
}
