/**
 * Failed logins and wrong reset codes slow the one who fails, not the account's owner (issue 30):
 * failures are counted per (account, address) — the precise limit, ACCOUNT_RATE_LIMIT per
 * ACCOUNT_RATE_WINDOW_MS — and per address across accounts (ten times that: one address trying
 * many accounts). Guessing one account from many addresses is held by a per-account ceiling (ten
 * times the limit) that an address the owner logged in from within KNOWN_ADDRESS_DAYS passes, and
 * that a reset by mail always passes. So a stranger who knows an email cannot lock its owner out:
 * the owner's right password from an address that has not failed, and a freshly mailed code, work.
 * Wrong reset codes: once the account has ACCOUNT_RATE_LIMIT of them in the window (from anywhere),
 * each new code allows one attempt only (the owner's first is right); codes asked for one email
 * are limited per (email, address) and, against mail floods, at twice that per email.
 */
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../accounts/tokens';
import { consume, ensureUnder, LIMIT_MESSAGES, recordFailure, type CounterStore, type LimitRule, type RateLimits } from './rate-limits';

/** How long a successful login makes its address known to the account. */
export const KNOWN_ADDRESS_DAYS = 30;
const KNOWN_MS = KNOWN_ADDRESS_DAYS * 86_400_000;

/** An account by email (case and spaces ignored; hashed, so no email sits in the counters table). */
const accountOf = (email: string) => sha256(email.trim().toLowerCase());

/** The rules, from the per-account one (rateLimits.login, .resetCode, .forgot). */
function rules(limits: RateLimits) {
  const ceiling = (rule: LimitRule, factor: number, message: LimitRule['message']): LimitRule => ({ max: rule.max * factor, windowMs: rule.windowMs, message });
  return {
    loginAddress: ceiling(limits.login, 10, LIMIT_MESSAGES.loginAddress),
    loginAccount: ceiling(limits.login, 10, LIMIT_MESSAGES.loginAccount),
    forgotEmail: ceiling(limits.forgot, 2, LIMIT_MESSAGES.forgot),
  };
}

export interface LoginGuard {
  /** 429 when this address may not try this account now. */
  check(): Promise<void>;
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/** The counter keys of logins to `email` from `address` (one place: the guard and the reset that forgets them). */
function loginKeys(email: string, address: string, scope: LoginScope = 'login') {
  const account = accountOf(email);
  return {
    accountAddress: `${scope}:acct:${account}:ip:${address}`,
    address: `${scope}:ip:${address}`,
    account: `${scope}:acct-all:${account}`,
    known: `${scope}:known:${account}:ip:${address}`,
  };
}

/** Shoppers' logins and staff logins (the back office) are counted apart: an email can be both. */
export type LoginScope = 'login' | 'staff-login';

/** The failure counters of one login attempt: `email` from the request's address. */
export function loginGuard(request: FastifyRequest, email: string, scope: LoginScope = 'login'): LoginGuard {
  const limits = request.server.rateLimits;
  const { store } = limits;
  const keys = loginKeys(email, request.ip, scope);
  const r = rules(limits);
  return {
    async check() {
      await ensureUnder(store, keys.accountAddress, limits.login);
      await ensureUnder(store, keys.address, r.loginAddress);
      if ((await store.peek(keys.known)).count === 0) await ensureUnder(store, keys.account, r.loginAccount);
    },
    async failed() {
      await recordFailure(store, keys.accountAddress, limits.login);
      await recordFailure(store, keys.address, r.loginAddress);
      await recordFailure(store, keys.account, r.loginAccount);
    },
    async succeeded() {
      await store.hit(keys.known, KNOWN_MS);
    },
  };
}

/** After a reset by mail: the owner proved the mailbox, the account-wide count and this address's are forgotten. */
export async function forgetLoginFailures(store: CounterStore, email: string, address: string): Promise<void> {
  const keys = loginKeys(email, address);
  await store.clear(keys.account);
  await store.clear(keys.accountAddress);
}

/** Codes asked for `email` from the request's address: per (email, address), and twice that per email. */
export async function countResetRequest(request: FastifyRequest, email: string): Promise<void> {
  const limits = request.server.rateLimits;
  const account = accountOf(email);
  await consume(limits.store, `forgot:acct:${account}:ip:${request.ip}`, limits.forgot);
  await consume(limits.store, `forgot:acct-all:${account}`, rules(limits).forgotEmail);
}

export interface ResetCodeGuard {
  /** 429 when this address may not enter codes for this account now. */
  check(): Promise<void>;
  /** Whether one wrong code ends the reset (the account had its share of wrong codes). */
  oneAttemptOnly(): Promise<boolean>;
  failed(): Promise<void>;
  /** After a reset: this address's and the account's counts are forgotten. */
  forget(): Promise<void>;
}

/** The wrong-code counters of user `userId` from the request's address. */
export function resetCodeGuard(request: FastifyRequest, userId: number): ResetCodeGuard {
  const limits = request.server.rateLimits;
  const { store } = limits;
  const accountAddress = `reset:acct:${userId}:ip:${request.ip}`;
  const account = `reset:acct-all:${userId}`;
  return {
    check: () => ensureUnder(store, accountAddress, limits.resetCode),
    oneAttemptOnly: async () => (await store.peek(account)).count >= limits.resetCode.max,
    async failed() {
      await recordFailure(store, accountAddress, limits.resetCode);
      await recordFailure(store, account, limits.resetCode);
    },
    async forget() {
      await store.clear(accountAddress);
      await store.clear(account);
    },
  };
}
