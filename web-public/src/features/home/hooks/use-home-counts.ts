import { useEffect, useState } from 'react';
import { useFirstScreen } from '../../../lib/first-screen';
import { searchCount } from '../api/search-count.api';

type Counts = { shares: number; users: number };

/** The headline numbers, or null while loading or when they could not be read (the stats are left out). */
export function useHomeCounts(): Counts | null {
  const embedded = useFirstScreen<Counts>(searchCount.url);
  const [counts, setCounts] = useState<Counts | null>(() => (embedded?.ok ? embedded.data : null));
  const [given] = useState(() => !!embedded);
  useEffect(() => {
    if (given) return;
    let live = true;
    searchCount.load().then(
      (c) => live && setCounts(c),
      (error: unknown) => console.warn('Could not read the headline counts', error),
    );
    return () => {
      live = false;
    };
  }, [given]);
  return counts;
}
