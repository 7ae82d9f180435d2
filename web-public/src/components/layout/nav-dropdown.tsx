import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import type { SiteLink } from '../../config/site-links';

interface NavDropdownProps {
  label: string;
  links: SiteLink[];
  open: boolean;
  onToggle: () => void;
}

/** A header menu: a button that shows or hides a list of links (disclosure pattern). */
export function NavDropdown({ label, links, open, onToggle }: NavDropdownProps) {
  const menuId = useId();
  return (
    <div className={`nav-dropdown${open ? ' open' : ''}`}>
      <button type="button" className="nav-item nav-dropdown-toggle" aria-expanded={open} aria-controls={menuId} onClick={onToggle}>
        {label}
        <svg className="chevron" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={menuId} className="nav-dropdown-menu" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
