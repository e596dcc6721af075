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
 * methods (payments/payment-options.ts CHECKOUT_METHOD_GATEWAYS).
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
  /** The adapter of an offered gateway; null when it is off (payments/config.ts gatewayModes). */
  byId(id: GatewayId): PaymentGateway | null;
  bySlug(slug: string): PaymentGateway | null;
  /** Whether the gateway is offered (real or sandbox). */
  offered(id: GatewayId): boolean;
}

type GatewayConfig = Pick<ServerConfig, 'publicUrl'> & Partial<Pick<ServerConfig, 'production'>>;

/** The adapters as configured now (settings are read per call: cheap, and always current). */
export function gateways(config: GatewayConfig, db: Queryable, env: NodeJS.ProcessEnv = process.env): Gateways {
  const settings = paymentSettings(config, env);
  const offered = (id: GatewayId) => settings.modes[id] !== 'off';
  const all = (Object.entries(ADAPTERS) as [GatewayId, Factory][]).filter(([id]) => offered(id)).map(([, make]) => make(settings, db));
  return {
    settings,
    byId: (id) => all.find((g) => g.id === id) ?? null,
    bySlug: (slug) => all.find((g) => g.slug === slug) ?? null,
    offered,
  };
}

/** data with payment_options cut to the offered methods (get-checkout, get-prebooking, get-booknow, Flexi Pay). */
export function withOfferedOptions<T extends { payment_options: string[] }>(
  data: T,
  gatewayOfMethod: Readonly<Record<string, GatewayId>>,
  config: GatewayConfig,
  env: NodeJS.ProcessEnv = process.env,
): T {
  return { ...data, payment_options: offeredMethods(data.payment_options, gatewayOfMethod, config, env) };
}

/**
 * The payment methods of a list that can be offered: methods without a gateway (Bank Transfer,
 * Cash On Delivery, Loyalty Full Redeem) always, online ones only when their gateway is not off.
 */
export function offeredMethods<M extends string>(
  methods: readonly M[],
  gatewayOfMethod: Readonly<Record<string, GatewayId>>,
  config: GatewayConfig,
  env: NodeJS.ProcessEnv = process.env,
): M[] {
  const { modes } = paymentSettings(config, env);
  return methods.filter((m) => !Object.prototype.hasOwnProperty.call(gatewayOfMethod, m) || modes[gatewayOfMethod[m]] !== 'off');
}

export type { PaymentGateway, GatewayId } from './types';
