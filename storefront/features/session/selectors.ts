import type { SessionUser } from '../../../shared/api/account';
import type { SessionState } from './slice';

type WithSession = { session: SessionState };

export const selectUser = (state: WithSession): SessionUser | null => state.session.user;
export const selectIsLoggedIn = (state: WithSession): boolean => !!state.session.user;
export const selectLoyalty = (state: WithSession): number => state.session.loyalty;
export const selectToken = (state: WithSession): string | null => state.session.user?.token ?? null;
