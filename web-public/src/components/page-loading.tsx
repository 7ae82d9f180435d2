import { Spinner } from './spinner';

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-loading" role="status">
      <Spinner />
      {label}
    </div>
  );
}
