/**
 * The merchant's RSA key pair for Connect IPS tokens: the configured key (PEM text or a path to a
 * PEM file) or, when none is configured, a demo pair generated once and kept in gateway_keys so
 * that every process over the same database (PGlite or PostgreSQL) signs with the same key.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Queryable } from '../db';

export interface MerchantKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

const DEMO_KEY_NAME = 'connect_ips';
const generated = new WeakMap<Queryable, Promise<MerchantKeys>>();
const configuredKeys = new Map<string, MerchantKeys>();

function fromPrivatePem(pem: string): MerchantKeys {
  const privateKey = createPrivateKey(pem);
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

function loadConfigured(value: string): MerchantKeys {
  let keys = configuredKeys.get(value);
  if (!keys) {
    const pem = value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : readFileSync(value, 'utf8');
    try {
      keys = fromPrivatePem(pem);
    } catch (err) {
      throw new Error(`CONNECT_IPS_PRIVATE_KEY is not a usable RSA private key: ${err instanceof Error ? err.message : err}`);
    }
    configuredKeys.set(value, keys);
  }
  return keys;
}

async function loadOrCreateDemoKeys(db: Queryable): Promise<MerchantKeys> {
  const existing = await db.query<{ private_key_pem: string }>('SELECT private_key_pem FROM gateway_keys WHERE name = $1', [DEMO_KEY_NAME]);
  if (existing.rows[0]) return fromPrivatePem(existing.rows[0].private_key_pem);
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  // Two processes starting together: the first insert wins and both read the winner back.
  await db.query(
    'INSERT INTO gateway_keys (name, private_key_pem, public_key_pem) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
    [DEMO_KEY_NAME, privatePem, publicPem],
  );
  const row = await db.query<{ private_key_pem: string }>('SELECT private_key_pem FROM gateway_keys WHERE name = $1', [DEMO_KEY_NAME]);
  return fromPrivatePem(row.rows[0].private_key_pem);
}

export function connectIpsKeys(db: Queryable, configured: string | undefined): Promise<MerchantKeys> {
  if (configured) return Promise.resolve(loadConfigured(configured));
  let keys = generated.get(db);
  if (!keys) {
    keys = loadOrCreateDemoKeys(db);
    generated.set(db, keys);
    keys.catch(() => generated.delete(db));
  }
  return keys;
}
