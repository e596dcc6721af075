import { useId, type ReactNode } from 'react';
import { useHost } from './host';
import { useWideWindow } from './hooks';
import { LeftPanel } from './LeftPanel';
import { RESERVATION_TEXT as T } from './messages';
import { useLeaveTarget } from './scooter-site';

function BackIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true" focusable="false">
      <path d="M19 12H5m6-6-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface ShellProps {
  title: string;
  /** Shown under the title. */
  intro?: string;
  children?: ReactNode;
  /** Extra class on the main column ('cg-res__main--wide' for the reservations list). */
  className?: string;
}

/**
 * The frame of every reservation screen: on windows wider than 439px the left panel with the
 * selected scooter beside the screen; at 439px and less no panel, and a back button instead.
 * Inside the widget, the user's name and a way to log out.
 */
export function Shell({ title, intro, children, className }: ShellProps) {
  const host = useHost();
  const wide = useWideWindow();
  const titleId = `res-title-${useId().replace(/:/g, '')}`;
  const user = host.session.user;
  // The first screen of a visit: Back leaves the flow (the scooter site, or the page before).
  const leave = useLeaveTarget();
  // A Back with nowhere to go is not shown (a widget on the scooter's page opened in a new tab).
  const showBack = !wide && (leave !== null || !host.navigator.atStart);
  const back = () => {
    if (!leave) host.navigator.back();
    else if (leave === 'previous-page') window.history.back();
    else (host.redirect ?? ((url: string) => window.location.assign(url)))(leave.href);
  };

  return (
    <div className={`cg-res cg-res--${host.variant}${wide ? ' cg-res--wide' : ' cg-res--narrow'}`}>
      <div className="cg-res__frame" part="frame">
      {wide ? <LeftPanel /> : null}
      <section className={`cg-res__main${className ? ` ${className}` : ''}`} aria-labelledby={titleId} part="screen">
        {showBack || (host.variant === 'widget' && user) ? (
          <div className="cg-res__bar">
            {showBack ? (
              <button type="button" className="cg-res__back" onClick={back} part="back-button">
                <BackIcon />
                {T.back}
              </button>
            ) : null}
            {host.variant === 'widget' && user ? (
              <p className="cg-res__user">
                <span className="cg-res__user-name">{T.loggedInAs(user.name)}</span>
                <button type="button" className="cg-link-button" onClick={() => host.session.logout()}>
                  {T.logout}
                </button>
              </p>
            ) : null}
          </div>
        ) : null}
        <h1 id={titleId} tabIndex={-1} className="cg-res__title">
          {title}
        </h1>
        {intro ? <p className="cg-res__intro">{intro}</p> : null}
        {children}
      </section>
      </div>
    </div>
  );
}
