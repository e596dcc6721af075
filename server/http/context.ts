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
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
