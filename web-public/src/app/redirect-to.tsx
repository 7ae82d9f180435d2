import { Navigate, useLocation } from 'react-router-dom';

/** A renamed route: go to the new path, keeping the query string (e.g. /instructors?signup=1). */
export function RedirectTo({ path }: { path: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: path, search, hash }} replace />;
}
