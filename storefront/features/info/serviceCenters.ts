/**
 * The static 'Home Appliances Service Centers' list of the service-centres page (spec part 2 §2:
 * the page shows a static list; there is no API call for it). The same centres are in the demo
 * database (server/demo/seed/data/content.ts), which the storefront must not import.
 */
export interface ServiceCenter {
  name: string;
  address: string;
  district: string;
  contact_person: string;
  phone: string;
  email?: string;
  /** 1 to 7 (Province No. 1 to 7). */
  province_id: number;
}

export const SERVICE_CENTERS: ServiceCenter[] = [
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

/** Province No. 1 to 7. */
export const PROVINCE_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Districts with a service centre in a province, sorted. */
export function districtsOf(province: number): string[] {
  return [...new Set(SERVICE_CENTERS.filter((c) => c.province_id === province).map((c) => c.district))].sort();
}

/** The centres of a province (all when none is chosen), and of one district when one is chosen. */
export function findServiceCenters(province: number | null, district: string | null): ServiceCenter[] {
  return SERVICE_CENTERS.filter((c) => (province == null || c.province_id === province) && (!district || c.district === district));
}
