import { resourceRef } from '../resources/loaders';

/** What the Flexi Pay page reads, as the route-to-data map asks for it (app/routeData.ts). */
export const FLEXIPAY_RESOURCES = {
  banks: resourceRef('emi-banks'),
  details: resourceRef('flexipay-checkout'),
  profile: resourceRef('profile'),
} as const;
