import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { CONTACT } from '../../../config/contact';
import { CountBadge } from '../../../components/layout/count-badge';
import { ACCOUNT_LINKS } from '../../../config/site-links';
import { usePendingRequests } from '../../../hooks/use-pending-requests';

/**
 * Account tabs (Professional Info second, for instructors) and ways to reach us. On a phone the tabs are
 * one row that scrolls sideways; the open tab is brought into it.
 */
export function AccountSidebar({ isInstructor }: { isInstructor: boolean }) {
  const strip = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const pending = usePendingRequests();
  useEffect(() => {
    const list = strip.current;
    const active = list?.querySelector<HTMLElement>('a.active');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    // The strip only, never the page (scrollIntoView would scroll the page too).
    const tab = active.getBoundingClientRect();
    list.scrollLeft += tab.left - list.getBoundingClientRect().left - (list.clientWidth - tab.width) / 2;
  }, [pathname]);
  const tabs = [
    ACCOUNT_LINKS.account,
    ACCOUNT_LINKS.record,
    ...(isInstructor ? [ACCOUNT_LINKS.professional] : []),
    ACCOUNT_LINKS.planes,
    ACCOUNT_LINKS.requests,
    ACCOUNT_LINKS.bookings,
    ACCOUNT_LINKS.groups,
    ACCOUNT_LINKS.partners,
    ACCOUNT_LINKS.payments,
    ACCOUNT_LINKS.payouts,
    ACCOUNT_LINKS.earnings,
    ACCOUNT_LINKS.favorites,
    { ...ACCOUNT_LINKS.alerts, label: 'New Listing Alerts' },
    ACCOUNT_LINKS.subscription,
  ];
  return (
    <aside className="account-sidebar">
      <nav aria-label="Account">
        <ul className="account-tabs" ref={strip}>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to}>
                {tab.label}
                {tab.to === ACCOUNT_LINKS.requests.to && <CountBadge count={pending} />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-help">
        <p className="account-help-title">Need help?</p>
        <ul>
          <li>
            <a href={CONTACT.phoneHref}>Call Us</a>
          </li>
          <li>
            <a href={`mailto:${CONTACT.email}`}>Email Us</a>
          </li>
          <li>
            <NavLink to="/faq">FAQ</NavLink>
          </li>
        </ul>
      </div>
    </aside>
  );
}
