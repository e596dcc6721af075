import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { mayUse, type StaffArea, type StaffRole } from '../../shared/domain/staff-roles';
import { api, keepToken, onSessionEnded, storedToken } from './api';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  totp: boolean;
}

interface MeAnswer {
  staff: StaffMember;
  require_totp: boolean;
}

export interface Session {
  /** undefined while the stored token is being checked. */
  staff: StaffMember | null | undefined;
  requireTotp: boolean;
  /** Why the last session ended, shown on the login page. */
  ended: string | null;
  signedIn(token: string, answer: MeAnswer): void;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
  may(area: StaffArea): boolean;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

export const SESSION_ENDED = 'Your staff session has ended. Please log in again.';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [staff, setStaff] = useState<StaffMember | null | undefined>(() => (storedToken() ? undefined : null));
  const [requireTotp, setRequireTotp] = useState(false);
  const [ended, setEnded] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const me = await api<MeAnswer>('me');
      setStaff(me.staff);
      setRequireTotp(me.require_totp);
    } catch {
      keepToken(null);
      setStaff(null);
    }
  }, []);

  useEffect(() => {
    onSessionEnded(() => {
      keepToken(null);
      setStaff(null);
      setEnded(SESSION_ENDED);
    });
    if (storedToken()) void refresh();
  }, [refresh]);

  const value = useMemo<Session>(
    () => ({
      staff,
      requireTotp,
      ended,
      signedIn(token, answer) {
        keepToken(token);
        setEnded(null);
        setStaff(answer.staff);
        setRequireTotp(answer.require_totp);
      },
      async signOut() {
        await api('logout', { method: 'POST' }).catch(() => undefined);
        keepToken(null);
        setStaff(null);
      },
      refresh,
      may: (area) => !!staff && mayUse(staff.role, area),
    }),
    [staff, requireTotp, ended, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
