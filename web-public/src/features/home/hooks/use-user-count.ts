import { useEffect, useState } from 'react';
import { getUserCount } from '../api/get-user-count.api';

/** The account count, or null while loading or when it could not be read (the stat is then left out). */
export function useUserCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    getUserCount().then(
      (n) => live && setCount(n),
      () => live && setCount(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return count;
}
