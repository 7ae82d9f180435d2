import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { ACCOUNT_LINKS, COMPANY_LINKS, MAIN_LINKS, RESOURCE_LINKS } from '../../config/site-links';
import { useModal } from '../../hooks/use-modal';
import { useSession } from '../../hooks/use-session';
import { useNeedsAnswer } from '../../hooks/use-needs-answer';
import { errorMessage } from '../../lib/api-client';
import { AvatarMenu, waitingWords } from './avatar-menu';
import { CountBadge } from './count-badge';
import { NavDropdown } from './nav-dropdown';
import { WingshareLogo } from './wingshare-logo';
import './site-header.css';

type Menu = 'resources' | 'company' | 'avatar';

export function SiteHeader() {
  const { user, status, logout } = useSession();
  const waiting = useNeedsAnswer();
  const { openModal } = useModal();
  const navigate = useNavigate();
  const location = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const [menu, setMenu] = useState<Menu | null>(null);
  const headerRef = useRef<HTMLElement>(null);

  // Any route change closes the navigation and its menus.
  useEffect(() => {
    setNavOpen(false);
    setMenu(null);
  }, [location.key]);

  useEffect(() => {
    if (!menu && !navOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) {
        setMenu(null);
        setNavOpen(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenu(null);
        setNavOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menu, navOpen]);

  const toggle = (name: Menu) => setMenu((current) => (current === name ? null : name));

  const onLogout = async () => {
    setMenu(null);
    // Home first: a navigation that lands after the Log in button shows would close the login modal a
    // quick click on that button opens.
    navigate('/');
    try {
      await logout();
    } catch (error) {
      openModal('message', { title: 'Could not log out', text: errorMessage(error) });
    }
  };

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header-inner">
        <Link to="/" className="brand">
          <WingshareLogo />
          <span>Wingshare</span>
        </Link>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={navOpen}
          aria-controls="site-nav"
          onClick={() => setNavOpen((open) => !open)}
        >
          <span className="nav-toggle-bars" aria-hidden="true" />
          Menu
          {/* On a phone the account menu is inside this one: what waits for an answer shows here too. */}
          <CountBadge count={waiting.total} what={waitingWords(waiting.total)} />
        </button>
        <nav id="site-nav" className={`site-nav${navOpen ? ' open' : ''}`} aria-label="Main">
          <NavLink className="nav-item" to={MAIN_LINKS.findPlanes.to}>
            {MAIN_LINKS.findPlanes.label}
          </NavLink>
          <div className="nav-stack">
            <NavLink className="nav-item" to={MAIN_LINKS.findProfessionals.to} end>
              {MAIN_LINKS.findProfessionals.label}
            </NavLink>
            {!user?.isInstructor && (
              <Link className="nav-subitem" to={MAIN_LINKS.professionalSignup.to}>
                {MAIN_LINKS.professionalSignup.label}
              </Link>
            )}
          </div>
          <NavLink className="nav-item" to={MAIN_LINKS.listPlane.to}>
            {MAIN_LINKS.listPlane.label}
          </NavLink>
          <NavLink className="nav-item" to={MAIN_LINKS.blog.to}>
            {MAIN_LINKS.blog.label}
          </NavLink>
          <NavDropdown label="Resources" links={RESOURCE_LINKS} open={menu === 'resources'} onToggle={() => toggle('resources')} />
          <NavDropdown label="Company" links={COMPANY_LINKS} open={menu === 'company'} onToggle={() => toggle('company')} />
          <div className="nav-account">
            {user ? (
              <AvatarMenu user={user} open={menu === 'avatar'} onToggle={() => toggle('avatar')} onLogout={onLogout} />
            ) : (
              status === 'ready' && (
                <>
                  <button type="button" className="button button-ghost" onClick={() => openModal('login')}>
                    Log in
                  </button>
                  <button type="button" className="button button-accent" onClick={() => openModal('signup')}>
                    Sign Up
                  </button>
                </>
              )
            )}
          </div>
        </nav>
        {user && waiting.owner && (
          // Owners answer requests: one tap away on every width, with the count waiting.
          <NavLink className="header-requests" to={ACCOUNT_LINKS.requests.to}>
            <svg className="header-requests-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 4h16v11h-4.5l-1.5 2.5h-4L8.5 15H4z M4 15v5h16v-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            </svg>
            <span className="header-requests-label">{ACCOUNT_LINKS.requests.label}</span>
            <CountBadge count={waiting.requests} />
          </NavLink>
        )}
      </div>
    </header>
  );
}
