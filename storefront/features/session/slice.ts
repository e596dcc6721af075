import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../../../shared/api/account';

/** Who is logged in (the stored user, key `user`) and their loyalty points (CG|Coins). */
export interface SessionState {
  user: SessionUser | null;
  loyalty: number;
}

export const initialSessionState = (user: SessionUser | null = null): SessionState => ({
  user,
  loyalty: user ? Number(user.loyality) || 0 : 0,
});

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState(),
  reducers: {
    /** Login or registration answered with a session: store it, then refresh the points. */
    sessionStarted(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.loyalty = Number(action.payload.loyality) || 0;
    },
    /** Another tab changed the stored user. */
    sessionSynced(state, action: PayloadAction<SessionUser | null>) {
      state.user = action.payload;
      state.loyalty = action.payload ? Number(action.payload.loyality) || 0 : 0;
    },
    loyaltyRefreshRequested() {},
    /** get-loyalty-point answered for the session holding `token`. */
    loyaltyReceived(state, action: PayloadAction<{ token: string; points: number }>) {
      if (!state.user || state.user.token !== action.payload.token) return;
      state.loyalty = action.payload.points;
      state.user.loyality = action.payload.points;
    },
    logoutRequested() {},
    /** The stored user is gone; points become 0. */
    loggedOut(state) {
      state.user = null;
      state.loyalty = 0;
    },
  },
});

export const {
  sessionStarted,
  sessionSynced,
  loyaltyRefreshRequested,
  loyaltyReceived,
  logoutRequested,
  loggedOut,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
