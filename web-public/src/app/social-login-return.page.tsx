import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { useSession } from '../hooks/use-session';

/** /auth/facebook and /auth/google: back from a social login; reload the profile, then go home. */
export function SocialLoginReturnPage() {
  const { refresh } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void refresh({ force: true }).then(() => live && navigate('/', { replace: true }));
    return () => {
      live = false;
    };
  }, [refresh, navigate]);
  return <PageLoading label="Signing you in…" />;
}
