/** The Wingshare mark: a plane climbing out over a horizon arc. */
export function WingshareLogo() {
  return (
    <svg className="brand-mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--color-accent)" />
      <path d="M7 30c8-4.5 18-4.5 26 0" fill="none" stroke="#fff" strokeOpacity=".6" strokeWidth="2" strokeLinecap="round" />
      <path
        transform="translate(8 5) rotate(45 12 12)"
        d="M21 16v-2l-8-5V3.5c0-.83-.67-1.5-1.5-1.5S10 2.67 10 3.5V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5z"
        fill="#fff"
      />
    </svg>
  );
}
