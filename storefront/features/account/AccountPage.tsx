import { useRef, type KeyboardEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { formatAmount } from '../../../shared/domain/money';
import { EmailAddress } from '../../../shared/ui/EmailAddress';
import { titleHead } from '../../app/head/heads';
import { PageHead } from '../../app/head/PageHead';
import { useAppSelector } from '../../app/hooks';
import { selectLoyalty, selectUser } from '../session/selectors';
import { BookingHistory } from './BookingHistory';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LoyaltyHistory } from './LoyaltyHistory';
import { ACCOUNT_TEXT as T } from './messages';
import { OrderHistory } from './OrderHistory';
import { ProfileForm } from './ProfileForm';
import type { AccountGoto } from './tabs';
import { WarrantyForm } from './WarrantyForm';
import './Account.css';

/** The tabs in their order; `goto` is the query value that selects one (none: My Profile). */
export const ACCOUNT_TABS = [
  { key: 'profile', goto: null, label: T.tabProfile },
  { key: 'orders', goto: 'order-history' satisfies AccountGoto, label: T.tabOrders },
  { key: 'loyalty', goto: 'loyalty-history' satisfies AccountGoto, label: T.tabLoyalty },
  { key: 'bookings', goto: 'booking-history' satisfies AccountGoto, label: T.tabBookings },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** ?goto=order-history | loyalty-history | booking-history; anything else is the profile tab. */
export function tabOfGoto(goto: string | null): AccountTab {
  return ACCOUNT_TABS.find((t) => t.goto !== null && t.goto === goto) ?? ACCOUNT_TABS[0];
}

/** /user/account/?goto=…: the logged-in account area (spec part 3 §2); a guest is sent to /. */
export function AccountPage() {
  const user = useAppSelector(selectUser);
  const loyalty = useAppSelector(selectLoyalty);
  const [params, setParams] = useSearchParams();
  const active = tabOfGoto(params.get('goto'));
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  if (!user) return <Navigate to="/" replace />;

  const select = (tab: AccountTab, focus = false) => {
    if (focus) tabRefs.current[tab.key]?.focus();
    if (tab.key === active.key) return;
    const next = new URLSearchParams(params);
    if (tab.goto) next.set('goto', tab.goto);
    else next.delete('goto');
    setParams(next, { preventScrollReset: true });
  };

  // The ARIA tabs pattern: arrows move (and select), Home and End jump to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = ACCOUNT_TABS.findIndex((t) => t.key === active.key);
    const last = ACCOUNT_TABS.length - 1;
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (i + 1) % ACCOUNT_TABS.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (i - 1 + ACCOUNT_TABS.length) % ACCOUNT_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (to < 0) return;
    event.preventDefault();
    select(ACCOUNT_TABS[to], true);
  };

  return (
    <>
      <PageHead head={titleHead(user ? `${active.label} | ${T.pageTitle}` : null)} />
      <div className="cg-account-page">
        <div className="cg-account-page__head">
          <div>
            <h1 className="cg-account-page__title">{T.pageTitle}</h1>
            <p className="cg-account-page__who">
              {user.name}
              {user.email ? (
                <span className="cg-account-page__email">
                  {' '}
                  · <EmailAddress address={user.email} />
                </span>
              ) : null}
            </p>
          </div>
          <p className="cg-account-page__coins">
            <span className="cg-account-page__coins-value">{formatAmount(loyalty)}</span> CG|Coins
          </p>
        </div>
        <div className="cg-account-tabs" role="tablist" aria-label={T.tabsLabel}>
          {ACCOUNT_TABS.map((tab) => {
            const selected = tab.key === active.key;
            return (
              <button
                key={tab.key}
                ref={(el) => {
                  tabRefs.current[tab.key] = el;
                }}
                type="button"
                role="tab"
                id={`account-tab-${tab.key}`}
                aria-selected={selected}
                aria-controls={`account-panel-${tab.key}`}
                tabIndex={selected ? 0 : -1}
                className={`cg-account-tabs__tab${selected ? ' is-active' : ''}`}
                onClick={() => select(tab)}
                onKeyDown={onKeyDown}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        <div
          className={`cg-account-panel cg-account-panel--${active.key}`}
          role="tabpanel"
          id={`account-panel-${active.key}`}
          aria-labelledby={`account-tab-${active.key}`}
          tabIndex={0}
        >
          {active.key === 'profile' ? (
            <div className="cg-account-profile">
              <ProfileForm user={user} />
              <ChangePasswordForm />
              <WarrantyForm />
            </div>
          ) : active.key === 'orders' ? (
            <OrderHistory />
          ) : active.key === 'loyalty' ? (
            <LoyaltyHistory />
          ) : (
            <BookingHistory />
          )}
        </div>
      </div>
    </>
  );
}
