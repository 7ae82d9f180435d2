import type { ReactNode } from 'react';
import { usePageMeta } from '../../lib/page-meta';
import './content-page.css';

interface ContentPageProps {
  /** The small label above the heading ("Company", "Resources"). */
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** What search engines show under the title; the lead when it is plain text. */
  description?: string;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** A side column on wide screens (related links, a call to action); below the text on narrow ones. */
  aside?: ReactNode;
  /** Wider text column for pages laid out in cards or forms rather than prose. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the information and calculator pages: a banner with the heading, then the text. */
export function ContentPage({ eyebrow, title, lead, description, actions, aside, wide, children }: ContentPageProps) {
  usePageMeta({ title, description: description ?? (typeof lead === 'string' ? lead : undefined) });
  return (
    <main className="page content-page">
      <header className="content-hero">
        <div className="container">
          <p className="eyebrow">{eyebrow}</p>
          <h1>{title}</h1>
          {lead && <p className="content-lead">{lead}</p>}
          {actions && <div className="content-actions">{actions}</div>}
        </div>
      </header>
      <div className={`container content-body${aside ? ' with-aside' : ''}${wide ? ' wide' : ''}`}>
        <div className="content-main">{children}</div>
        {aside && <aside className="content-aside">{aside}</aside>}
      </div>
    </main>
  );
}
