import { useEffect, useState } from 'react';
import { getSearchCount } from '../api/search-count.api';

/** The headline numbers, or null while loading or when they could not be read (the stats are left out). */
export function useHomeCounts(): { shares: number; users: number } | null {
  const [counts, setCounts] = useState<{ shares: number; users: number } | null>(null);
  useEffect(() => {
    let live = true;
    getSearchCount().then(
      (c) => live && setCounts(c),
      (error: unknown) => console.warn('Could not read the headline counts', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return counts;
}
