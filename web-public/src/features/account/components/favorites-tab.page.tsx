import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

const TABS = [
  { id: 'professionals', label: 'Professionals' },
  { id: 'planes', label: 'Planes' },
] as const;

type TabId = (typeof TABS)[number]['id'];

interface FavoritesTabPageProps {
  /** The panels come from the features that own them; the app composes them here. */
  professionals: ReactNode;
  planes: ReactNode;
}

/**
 * /account/favorites: switch between favourite professionals and planes (spec 2). The open tab is in the
 * address (`?tab=`), so it survives a reload; opening a tab loads its list.
 */
export function FavoritesTabPage({ professionals, planes }: FavoritesTabPageProps) {
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected: TabId = params.get('tab') === 'professionals' ? 'professionals' : 'planes';

  const select = (tab: TabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    select(TABS[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <section aria-labelledby={`${baseId}-heading`}>
      <h1 id={`${baseId}-heading`} className="account-title">
        Favorites
      </h1>
      <div role="tablist" aria-label="Favorites" className="account-switch">
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={selected === tab.id}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={selected === tab.id ? 0 : -1}
            onClick={() => select(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          hidden={selected !== tab.id}
          className="account-switch-panel"
        >
          {selected === tab.id && (tab.id === 'planes' ? planes : professionals)}
        </div>
      ))}
    </section>
  );
}
