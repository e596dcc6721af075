import type { Database } from '../db';
import type { ServerConfig } from '../config';
import type { JobRunner } from '../jobs/runner';
import type { RateLimits } from './rate-limits';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  avatar: string | null;
  sessionId: number;
}

/** A signed-in staff member (accounts/staff.ts). */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: 'owner' | 'operations' | 'catalogue' | 'support';
  sessionId: number;
  /** Whether the member has a confirmed second factor. */
  totp: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The primary: carts, checkout, accounts, payments, stock, and every write. */
    db: Database;
    /** Catalogue and content reads (routes that only read what shoppers browse): replicas when DATABASE_READ_URL is set, else db. */
    readDb: Database;
    config: ServerConfig;
    /** Every route registered, for the route-table fuzz walk of the contract tests (tests/contract/route-fuzz.test.ts). */
    routeList: { method: string; url: string }[];
    /** The rate-limit counters and rules (http/rate-limits.ts). */
    rateLimits: RateLimits;
    /** This process's job runner (server/jobs); null when JOB_POLL_MS=0. */
    jobs: JobRunner | null;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** Set by accounts/staff.ts requireStaff on /api/admin/ routes. */
    staff: StaffMember | null;
  }
}
