import { usePublicConfig } from '../../../hooks/use-public-config';

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#1877f2" />
      <path d="M13.3 19.5v-6.2h2.1l.3-2.5h-2.4V9.3c0-.7.2-1.2 1.2-1.2h1.3V5.9c-.2 0-1-.1-1.9-.1-1.9 0-3.2 1.2-3.2 3.3v1.8H8.6v2.5h2.1v6.2z" fill="#fff" />
    </svg>
  );
}

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.9h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.4z" fill="#4285f4" />
      <path d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z" fill="#34a853" />
      <path d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2z" fill="#fbbc05" />
      <path d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 6 12 6z" fill="#ea4335" />
    </svg>
  );
}

/**
 * "Continue with Facebook / Google": a full-page visit to the API, which comes back to returnUrl signed
 * in. Each is shown only when the server has that login configured.
 */
export function SocialLoginLinks({ returnUrl }: { returnUrl: string }) {
  const { config } = usePublicConfig();
  if (!config || (!config.social.facebook && !config.social.google)) return null;
  const query = `returnUrl=${encodeURIComponent(returnUrl)}`;
  return (
    <div className="social-login">
      {config.social.facebook && (
        <a className="button button-social" href={`/api/auth/facebook?${query}`}>
          <FacebookIcon />
          Continue with Facebook
        </a>
      )}
      {config.social.google && (
        <a className="button button-social" href={`/api/auth/google?${query}`}>
          <GoogleIcon />
          Continue with Google
        </a>
      )}
      <p className="divider">or</p>
    </div>
  );
}
