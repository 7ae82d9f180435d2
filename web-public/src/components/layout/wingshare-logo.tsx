/** The Wingshare mark: a plane banking over a horizon arc. */
export function WingshareLogo() {
  return (
    <svg className="brand-mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--color-accent)" />
      <path d="M6 29c8-5 20-5 28 0" fill="none" stroke="#fff" strokeOpacity=".55" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M9 19.5l9.5-1.2 5-8.3h3l-2.6 8 6.1-.7 2-3.3h2.4l-1 4.3 1 4.3H32l-2-3.3-6.1-.7 2.6 8h-3l-5-8.3L9 20.5z"
        fill="#fff"
      />
    </svg>
  );
}
