import type { Database } from '../db';
import type { ServerConfig } from '../config';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  avatar: string | null;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ServerConfig;
    /** Every route registered, for the malformed-input sweep of the contract tests. */
    routeList: { method: string; url: string }[];
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
