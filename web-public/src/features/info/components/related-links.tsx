import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface RelatedLink {
  label: string;
  to: string;
}

/** The side panel of an information page: where to read on, and an optional call to action. */
export function RelatedLinks({ title = 'Read next', links, children }: { title?: string; links: RelatedLink[]; children?: ReactNode }) {
  return (
    <>
      <nav className="panel" aria-label={title}>
        <h2>{title}</h2>
        <ul className="link-list">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {children && <div className="panel panel-cta">{children}</div>}
    </>
  );
}
