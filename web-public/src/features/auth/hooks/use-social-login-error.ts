import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { modalOnArrival } from '../../../components/modal/modal-on-arrival';

/**
 * A failed Google or Facebook login comes back as `?loginError=<message>`: show the message and take
 * the parameter out of the address.
 */
export function useSocialLoginError(): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const message = params.get('loginError');
    if (!message) return;
    params.delete('loginError');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true, state: modalOnArrival('message', { title: 'Could not log in', text: message }) },
    );
  }, [location.search, location.pathname, navigate]);
}
