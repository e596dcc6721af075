// Seed data: static pages, FAQs, stores, service centres, banks, events and coupons of the demo store.

export interface PageDef {
  id: number;
  title: string;
  page_url: string;
  content: string;
}

const STORE = 'CG Digital';
const TOLL_FREE = '16600100211';
const LANDLINE = '+977 01 5188284';

export const PAGES: PageDef[] = [
  {
    id: 1, title: 'About Us', page_url: 'about-us-1',
    content: `<h2>About ${STORE}</h2>
<p>${STORE} is Nepal's electronics and home-appliance store, part of a group that has served Nepali families for more than four decades. We bring the world's leading brands, and our own, to every province, with genuine products, official warranty and service that does not end at the counter.</p>
<h3>What we offer</h3>
<ul><li>More than 10,000 products across TV and audio, home and kitchen appliances, mobiles, computers, cooling and personal care.</li><li>Delivery and installation across all seven provinces.</li><li>Easy instalments with Flexi Pay, and CG|Coins loyalty points on every purchase.</li></ul>
<p>Call us toll-free on ${TOLL_FREE} or at ${LANDLINE}, seven days a week.</p>`,
  },
  {
    id: 2, title: 'Careers', page_url: 'careers-2',
    content: `<h2>Work with us</h2><p>We are always looking for people who love technology and care about customers: store associates, service technicians, delivery partners and engineers. Send your CV to careers@cgdigital.example with the role in the subject line.</p>`,
  },
  {
    id: 3, title: 'Terms and Conditions', page_url: 'terms-and-conditions-3',
    content: `<h2>Terms and Conditions</h2>
<p>These terms govern your use of the ${STORE} website and apps and every purchase you make through them. By placing an order you agree to them. Please read them together with our Privacy Policy.</p>
<h3>1. Your account</h3>
<p>You must give a correct name, e-mail address and mobile number when you register, and keep your password secret. You are responsible for everything done with your account. Tell us at once if you think someone else has used it.</p>
<h3>2. Prices and availability</h3>
<p>All prices are in Nepalese Rupees (NPR) and include VAT unless stated otherwise. Prices, offers and stock can change without notice. If a product is listed at a clearly wrong price, we may cancel the order and refund any amount paid in full.</p>
<h3>3. Orders</h3>
<p>An order is an offer to buy. It is accepted when we confirm it by e-mail or SMS, or when we dispatch the goods. We may refuse or cancel an order, for example when a product is out of stock, the delivery address cannot be served, or a payment cannot be verified.</p>
<h3>4. Payment</h3>
<p>You can pay by cash on delivery, bank transfer, eSewa, Khalti, Connect IPS or a debit or credit card, and eligible card holders by Flexi Pay instalments. An order paid online is confirmed only after the payment provider has confirmed the payment to us. Card instalment conversion is done by your bank and usually takes about 7 working days; the bank may charge a processing fee.</p>
<h3>5. Pre-booking</h3>
<p>Some products can be pre-booked by paying a booking amount. The booking amount is adjusted against the final price when you buy the product. If we cannot supply a pre-booked product, the booking amount is refunded in full.</p>
<h3>6. Delivery</h3>
<p>Delivery is free inside the Kathmandu valley for most products; a delivery charge shown at checkout may apply elsewhere. Delivery times are estimates. Please check the package on delivery and refuse it if it is visibly damaged.</p>
<h3>7. Cancellations and returns</h3>
<p>You may ask to cancel an order while its status is Pending, from Order History in your account. Products may be returned within 7 days of delivery if they are defective, damaged or not as described, in their original packaging with all accessories. Refunds are made to the original payment method within 10 working days after we receive the product.</p>
<h3>8. Warranty</h3>
<p>Products carry the manufacturer's warranty stated on the product page. Register your product in your account to make warranty claims faster. Warranty does not cover damage caused by misuse, voltage fluctuation without a stabilizer, or repairs by unauthorised persons.</p>
<h3>9. CG|Coins</h3>
<p>Loyalty points are earned on delivered orders and may be redeemed on later orders. Tax deducted at source (TDS) applies to redeemed points as required by law. Points have no cash value and may expire.</p>
<h3>10. Contact</h3>
<p>Questions about these terms: call ${TOLL_FREE} (toll-free) or ${LANDLINE}, or write to care@cgdigital.example.</p>`,
  },
  {
    id: 4, title: 'Shipping and Delivery', page_url: 'shipping-and-delivery-4',
    content: `<h2>Shipping and Delivery</h2><p>We deliver to all 77 districts. Orders inside the Kathmandu valley are usually delivered within 1 to 2 working days, and elsewhere within 3 to 7 working days. Large appliances are delivered by our own teams, who can also install them. You will receive an SMS when your order leaves our warehouse.</p>`,
  },
  {
    id: 5, title: 'Return and Refund Policy', page_url: 'return-and-refund-policy-5',
    content: `<h2>Return and Refund Policy</h2><p>If a product arrives damaged or defective, or is not what you ordered, tell us within 7 days of delivery. We will pick it up and replace it, or refund you in full once we have inspected it. Products must be returned in their original packaging with all accessories, manuals and free gifts. Refunds go back to the original payment method within 10 working days.</p>`,
  },
  {
    id: 6, title: 'Warranty Policy', page_url: 'warranty-policy-6',
    content: `<h2>Warranty Policy</h2><p>Every product we sell is genuine and carries the official manufacturer warranty in Nepal. Register your product from My Profile, keep your invoice, and call ${TOLL_FREE} for service. Our technicians visit homes across the country for large appliances.</p>`,
  },
  {
    id: 7, title: 'Flexi Pay (EMI) Terms', page_url: 'flexi-pay-emi-terms-7',
    content: `<h2>Flexi Pay</h2><p>Pay for purchases in 3, 6, 9 or 12 monthly instalments with a credit card from a partner bank: 0% interest and 0% down payment. The bank may charge a processing fee. Conversion of your purchase to instalments is done by the bank and takes about 7 days.</p>`,
  },
  {
    id: 8, title: 'CG|Coins Loyalty Program', page_url: 'cg-coins-loyalty-program-8',
    content: `<h2>CG|Coins</h2><p>Collect CG|Coins on every purchase: one coin for every NPR 200 you spend. Coins are added when your order is delivered and can be redeemed at checkout on your next order. TDS is deducted on redeemed coins as required by law.</p>`,
  },
  {
    id: 9, title: 'Privacy Policy', page_url: 'privacy-policy-9',
    content: `<h2>Privacy Policy</h2>
<p>This policy explains what personal information ${STORE} collects when you use our website and apps, why we collect it, and the choices you have. We collect only what we need to serve you, and we never sell your personal information.</p>
<h3>1. What we collect</h3>
<ul><li><strong>Account details:</strong> your name, e-mail address, mobile number, address and a securely hashed password.</li><li><strong>Orders:</strong> products you buy, delivery addresses, payment method and status. Card numbers are handled by the bank's payment page; we keep at most the first six digits and expiry needed for Flexi Pay conversion.</li><li><strong>Warranty registrations:</strong> model, serial number, place and date of purchase and the proof of purchase you upload.</li><li><strong>Enquiries:</strong> messages you send us through enquiry, consultation, contact and newsletter forms.</li><li><strong>Technical data:</strong> your IP address, device and browser type, and pages visited, kept for security and to improve the site.</li></ul>
<h3>2. How we use it</h3>
<p>To process and deliver orders, provide warranty and after-sales service, credit and redeem CG|Coins, answer your enquiries, prevent fraud, and, if you subscribe, send offers. You can unsubscribe from marketing messages at any time.</p>
<h3>3. Who we share it with</h3>
<p>Delivery partners (name, phone and address only), payment providers and banks (to process payments and instalments), brand service centres (for warranty claims), and authorities when the law requires it.</p>
<h3>4. Cookies and local storage</h3>
<p>We store your session, cart preferences and recently compared products in your browser so the site works as you expect. Analytics and advertising tags help us understand which products interest you; you can block them in your browser settings.</p>
<h3>5. Security and retention</h3>
<p>Passwords are stored only as salted hashes and sessions use random tokens that you can revoke by logging out. We keep order records for as long as tax law requires, and other data only as long as it is needed.</p>
<h3>6. Your rights</h3>
<p>You can view and correct your profile in your account, and ask us to delete your account by writing to privacy@cgdigital.example. We will answer within 30 days.</p>
<h3>7. Contact</h3>
<p>Call ${TOLL_FREE} (toll-free) or ${LANDLINE}, or write to privacy@cgdigital.example.</p>`,
  },
];

export const FAQS: { topic: string; question: string; answer: string }[] = [
  { topic: 'Orders', question: 'How do I place an order?', answer: '<p>Add products to your cart, open the cart and press Checkout. Fill in your shipping details, choose a payment method and confirm. You will receive an order confirmation by e-mail and SMS.</p>' },
  { topic: 'Orders', question: 'Can I cancel my order?', answer: '<p>Yes, while its status is Pending. Open My Account, Order History, and use the cancel link next to the order. We will confirm the cancellation by phone.</p>' },
  { topic: 'Orders', question: 'How do I track my order?', answer: '<p>Order History in your account shows the order, payment and delivery status of every order. You will also receive an SMS when your order is dispatched.</p>' },
  { topic: 'Payment', question: 'Which payment methods do you accept?', answer: '<p>Cash on delivery, bank transfer, eSewa, Khalti, Connect IPS, Visa, Mastercard and UnionPay cards, and Flexi Pay instalments with partner bank credit cards. You can also pay fully with CG|Coins.</p>' },
  { topic: 'Payment', question: 'What is Flexi Pay?', answer: '<p>Flexi Pay lets you pay in 3, 6, 9 or 12 monthly instalments with 0% interest and 0% down payment using a credit card from a partner bank. The bank may charge a processing fee and converts the purchase in about 7 days.</p>' },
  { topic: 'Payment', question: 'My payment was deducted but the order shows failed. What now?', answer: '<p>If the gateway confirms the payment later, we update your order automatically. Otherwise the amount is returned by your bank or wallet within 7 working days. Call 16600100211 if it does not arrive.</p>' },
  { topic: 'Delivery', question: 'Do you deliver outside Kathmandu?', answer: '<p>Yes, to all 77 districts. Delivery inside the Kathmandu valley usually takes 1 to 2 working days and 3 to 7 working days elsewhere.</p>' },
  { topic: 'Delivery', question: 'Is installation included?', answer: '<p>Free installation is included for TVs, washing machines and water purifiers bought from us inside the valley. AC installation can be added as a service product at checkout.</p>' },
  { topic: 'CG|Coins', question: 'How do I earn CG|Coins?', answer: '<p>You earn one coin for every NPR 200 spent. Coins are credited when the order is delivered and appear in Loyalty Point History.</p>' },
  { topic: 'CG|Coins', question: 'Why is TDS deducted when I redeem coins?', answer: '<p>Redeemed loyalty points are treated as a benefit under Nepal\'s income tax rules, so tax deducted at source applies to the redeemed value.</p>' },
  { topic: 'Warranty', question: 'How do I register my product for warranty?', answer: '<p>Open My Profile, scroll to Register a Product, choose the model, enter the serial number or IMEI, place and date of purchase, and upload a photo of your invoice.</p>' },
  { topic: 'Pre-booking', question: 'How does pre-booking work?', answer: '<p>Pay the booking amount to reserve a product before it arrives. When stock arrives, a Buy Now link appears in Booking History to pay the rest. The booking amount is refunded if we cannot deliver.</p>' },
];

export interface StoreDef {
  type: 'product' | 'lg_shoppe';
  name: string;
  branch: string;
  location: string;
  phone: string;
  province_id: number;
}

export const STORES: StoreDef[] = [
  { type: 'product', name: 'CG Digital Experience Centre', branch: 'Durbarmarg', location: 'Durbarmarg, Kathmandu', phone: '01-4231870', province_id: 3 },
  { type: 'product', name: 'CG Digital', branch: 'New Baneshwor', location: 'Shankhamul Road, New Baneshwor, Kathmandu', phone: '01-4780321', province_id: 3 },
  { type: 'product', name: 'CG Digital', branch: 'Pulchowk', location: 'Pulchowk, Lalitpur', phone: '01-5548862', province_id: 3 },
  { type: 'product', name: 'CG Digital', branch: 'Bhaktapur', location: 'Suryabinayak, Bhaktapur', phone: '01-6612045', province_id: 3 },
  { type: 'product', name: 'CG Digital', branch: 'Pokhara', location: 'New Road, Pokhara', phone: '061-538210', province_id: 4 },
  { type: 'product', name: 'CG Digital', branch: 'Biratnagar', location: 'Main Road, Biratnagar', phone: '021-472311', province_id: 1 },
  { type: 'product', name: 'CG Digital', branch: 'Butwal', location: 'Traffic Chowk, Butwal', phone: '071-545622', province_id: 5 },
  { type: 'product', name: 'CG Digital', branch: 'Chitwan', location: 'Pul Chowk, Bharatpur', phone: '056-527743', province_id: 3 },
  { type: 'product', name: 'CG Digital', branch: 'Nepalgunj', location: 'Surkhet Road, Nepalgunj', phone: '081-521904', province_id: 5 },
  { type: 'product', name: 'CG Digital', branch: 'Dhangadhi', location: 'Chauraha, Dhangadhi', phone: '091-523380', province_id: 7 },
  { type: 'lg_shoppe', name: 'LG Shoppe', branch: 'Naxal', location: 'Naxal Bhagwati Bahal, Kathmandu', phone: '01-4437012', province_id: 3 },
  { type: 'lg_shoppe', name: 'LG Shoppe', branch: 'Kumaripati', location: 'Kumaripati, Lalitpur', phone: '01-5537914', province_id: 3 },
  { type: 'lg_shoppe', name: 'LG Shoppe', branch: 'Itahari', location: 'Dharan Road, Itahari', phone: '025-585021', province_id: 1 },
  { type: 'lg_shoppe', name: 'LG Shoppe', branch: 'Birgunj', location: 'Adarsha Nagar, Birgunj', phone: '051-531276', province_id: 2 },
];

export const SERVICE_CENTERS: { name: string; address: string; district: string; contact_person: string; phone: string; email?: string; province_id: number }[] = [
  { name: 'CG Care Service Centre', address: 'Sinamangal, Kathmandu', district: 'Kathmandu', contact_person: 'Ramesh Adhikari', phone: '01-4471120', email: 'service.ktm@cgdigital.example', province_id: 3 },
  { name: 'CG Care Service Centre', address: 'Satdobato, Lalitpur', district: 'Lalitpur', contact_person: 'Sunil Maharjan', phone: '01-5151833', province_id: 3 },
  { name: 'CG Care Service Centre', address: 'Hetauda-4, Makwanpur', district: 'Makwanpur', contact_person: 'Bikram Lama', phone: '057-520934', province_id: 3 },
  { name: 'CG Care Service Centre', address: 'Traffic Chowk, Biratnagar', district: 'Morang', contact_person: 'Deepak Rai', phone: '021-461220', email: 'service.brt@cgdigital.example', province_id: 1 },
  { name: 'CG Care Service Centre', address: 'Birtamod-3, Jhapa', district: 'Jhapa', contact_person: 'Sagar Limbu', phone: '023-545101', province_id: 1 },
  { name: 'CG Care Service Centre', address: 'Adarsha Nagar, Birgunj', district: 'Parsa', contact_person: 'Manoj Yadav', phone: '051-527418', province_id: 2 },
  { name: 'CG Care Service Centre', address: 'Janakpurdham-4, Dhanusha', district: 'Dhanusha', contact_person: 'Rajesh Mahato', phone: '041-525630', province_id: 2 },
  { name: 'CG Care Service Centre', address: 'Prithvi Chowk, Pokhara', district: 'Kaski', contact_person: 'Hari Gurung', phone: '061-541207', email: 'service.pkr@cgdigital.example', province_id: 4 },
  { name: 'CG Care Service Centre', address: 'Milanchowk, Butwal', district: 'Rupandehi', contact_person: 'Prakash Bhusal', phone: '071-551846', province_id: 5 },
  { name: 'CG Care Service Centre', address: 'Birendranagar-6, Surkhet', district: 'Surkhet', contact_person: 'Dil Bahadur Shahi', phone: '083-522390', province_id: 6 },
  { name: 'CG Care Service Centre', address: 'Dhangadhi-5, Kailali', district: 'Kailali', contact_person: 'Naresh Bhatt', phone: '091-525711', province_id: 7 },
];

export const EMI_BANKS: { bank_name: string; slug: string; months: number[]; min_rupees: number }[] = [
  { bank_name: 'Nabil Bank', slug: 'nabil-bank', months: [3, 6, 9, 12, 18, 24], min_rupees: 10000 },
  { bank_name: 'NIC Asia Bank', slug: 'nic-asia-bank', months: [3, 6, 9, 12], min_rupees: 10000 },
  { bank_name: 'Global IME Bank', slug: 'global-ime-bank', months: [3, 6, 9, 12], min_rupees: 15000 },
  { bank_name: 'Standard Chartered Bank Nepal', slug: 'standard-chartered-bank-nepal', months: [3, 6, 9, 12, 24], min_rupees: 20000 },
  { bank_name: 'Himalayan Bank', slug: 'himalayan-bank', months: [3, 6, 9, 12], min_rupees: 10000 },
  { bank_name: 'Siddhartha Bank', slug: 'siddhartha-bank', months: [3, 6, 12], min_rupees: 10000 },
];

export function emiTerms(bank: string): string {
  return `<h3>${bank} Flexi Pay terms and conditions</h3>
<ol><li>The facility is available to ${bank} credit card holders for purchases of NPR 10,000 or more.</li><li>0% interest and 0% down payment; a one-time processing fee of 1% (minimum NPR 500) is charged by the bank.</li><li>The purchase is converted to instalments by the bank within about 7 working days. Until then the full amount is blocked on your card limit.</li><li>Instalments are billed monthly on your card statement. Late payment attracts the bank's standard card charges.</li><li>Pre-closure of instalments is subject to the bank's pre-closure fee.</li><li>Cancellation of the order reverses the instalment plan; the processing fee is not refundable.</li></ol>`;
}

export const TRANSFER_BANKS: { bank_name: string; slug: string; account_name: string; account_number: string; branch: string }[] = [
  { bank_name: 'Nabil Bank', slug: 'nabil-bank', account_name: 'CG Digital Pvt. Ltd.', account_number: '0101017501234', branch: 'Kamaladi, Kathmandu' },
  { bank_name: 'NIC Asia Bank', slug: 'nic-asia-bank', account_name: 'CG Digital Pvt. Ltd.', account_number: '3001524789650001', branch: 'Thapathali, Kathmandu' },
  { bank_name: 'Global IME Bank', slug: 'global-ime-bank', account_name: 'CG Digital Pvt. Ltd.', account_number: '0750100003456789', branch: 'Kamaladi, Kathmandu' },
  { bank_name: 'Everest Bank', slug: 'everest-bank', account_name: 'CG Digital Pvt. Ltd.', account_number: '00100105201234', branch: 'Lazimpat, Kathmandu' },
  { bank_name: 'Prabhu Bank', slug: 'prabhu-bank', account_name: 'CG Digital Pvt. Ltd.', account_number: '1120100000876543', branch: 'Babarmahal, Kathmandu' },
];

/** Every bank logo the media module draws (/media/bank/{slug}.svg). */
export const BANK_LOGOS: { slug: string; name: string; colour: string }[] = [
  { slug: 'nabil-bank', name: 'Nabil Bank', colour: '#00529b' },
  { slug: 'nic-asia-bank', name: 'NIC Asia Bank', colour: '#d7282f' },
  { slug: 'global-ime-bank', name: 'Global IME Bank', colour: '#0a4595' },
  { slug: 'standard-chartered-bank-nepal', name: 'Standard Chartered', colour: '#0f7c3f' },
  { slug: 'himalayan-bank', name: 'Himalayan Bank', colour: '#c8102e' },
  { slug: 'siddhartha-bank', name: 'Siddhartha Bank', colour: '#e87722' },
  { slug: 'everest-bank', name: 'Everest Bank', colour: '#1b3f8f' },
  { slug: 'prabhu-bank', name: 'Prabhu Bank', colour: '#b5121b' },
  { slug: 'esewa', name: 'eSewa', colour: '#60bb46' },
  { slug: 'khalti', name: 'Khalti', colour: '#5c2d91' },
  { slug: 'connect-ips', name: 'connectIPS', colour: '#1d4f91' },
  { slug: 'ime-pay', name: 'IME Pay', colour: '#d71f26' },
  { slug: 'visa', name: 'VISA', colour: '#1a1f71' },
  { slug: 'mastercard', name: 'mastercard', colour: '#eb001b' },
  { slug: 'unionpay', name: 'UnionPay', colour: '#00508f' },
];

export interface EventDef {
  title: string;
  event_url: string;
  description: string;
  /** Category urls whose products join the event. */
  categories: string[];
}

export const EVENTS: EventDef[] = [
  { title: 'Dashain Dhamaka Offers', event_url: 'dashain-dhamaka-offers', description: 'Festival prices on TVs, refrigerators and washing machines, with free gifts and easy EMI.', categories: ['tv-audio', 'home-appliances'] },
  { title: 'Back to School Laptop Fest', event_url: 'back-to-school-laptop-fest', description: 'Laptops, tablets and accessories for students at special prices.', categories: ['computers-laptops', 'mobiles-tablets'] },
  { title: 'Summer Cooling Carnival', event_url: 'summer-cooling-carnival', description: 'Beat the heat with ACs, coolers and fans, with installation offers.', categories: ['air-conditioners-coolers'] },
  { title: 'Kitchen Makeover Week', event_url: 'kitchen-makeover-week', description: 'Everything your kitchen needs, from mixer grinders to air fryers.', categories: ['kitchen-appliances'] },
];
