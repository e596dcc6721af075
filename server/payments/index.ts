/**
 * The gateway adapters, by id and by return-URL slug. To add a gateway (Khalti, IME Pay,
 * CG Pay): write payments/{gateway}.ts implementing PaymentGateway, add it to ADAPTERS, and map
 * its payment_method name in METHOD_GATEWAYS.
 */
import type { Queryable } from '../db';
import type { ServerConfig } from '../config';
import { paymentSettings, type PaymentSettings } from './config';
import { cgPayGateway } from './cg-pay';
import { connectIpsGateway } from './connect-ips';
import { esewaGateway } from './esewa';
import { imePayGateway } from './imepay';
import { khaltiGateway } from './khalti';
import { connectIpsKeys } from './merchant-keys';
import { nabilCardGateway } from './nabil-card';
import type { GatewayId, PaymentGateway } from './types';

/**
 * payment_method as the reservation flow receives it → gateway. Part 3's checkouts accept more
 * methods (services/payment-options.ts CHECKOUT_METHOD_GATEWAYS).
 */
export const METHOD_GATEWAYS = {
  'Nabil Card': 'nabil_card',
  eSewa: 'esewa',
  'Connect IPS': 'connect_ips',
} as const satisfies Record<string, GatewayId>;
export type GatewayMethod = keyof typeof METHOD_GATEWAYS;

type Factory = (s: PaymentSettings, db: Queryable) => PaymentGateway;

const ADAPTERS: Partial<Record<GatewayId, Factory>> = {
  esewa: (s) => esewaGateway(s),
  connect_ips: (s, db) => connectIpsGateway(s, () => connectIpsKeys(db, s.connectIps.privateKey)),
  nabil_card: (s) => nabilCardGateway(s),
  khalti: (s) => khaltiGateway(s),
  imepay: (s) => imePayGateway(s),
  cg_pay: (s) => cgPayGateway(s),
};

export interface Gateways {
  settings: PaymentSettings;
  byId(id: GatewayId): PaymentGateway | null;
  bySlug(slug: string): PaymentGateway | null;
}

/** The adapters as configured now (settings are read per call: cheap, and always current). */
export function gateways(config: Pick<ServerConfig, 'publicUrl'>, db: Queryable, env: NodeJS.ProcessEnv = process.env): Gateways {
  const settings = paymentSettings(config, env);
  const all = (Object.entries(ADAPTERS) as [GatewayId, Factory][]).map(([, make]) => make(settings, db));
  return {
    settings,
    byId: (id) => all.find((g) => g.id === id) ?? null,
    bySlug: (slug) => all.find((g) => g.slug === slug) ?? null,
  };
}

export type { PaymentGateway, GatewayId } from './types';
