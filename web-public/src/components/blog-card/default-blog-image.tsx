import { useId } from 'react';

/** The picture of a post without a featured image: a plane climbing out over the horizon at dusk. */
export function DefaultBlogImage({ className }: { className?: string }) {
  const sky = useId();
  return (
    <svg className={className} viewBox="0 0 320 200" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Wingshare blog" focusable="false">
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b2545" />
          <stop offset="0.65" stopColor="#1d64d8" />
          <stop offset="1" stopColor="#f0b27a" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#${sky})`} />
      <circle cx="250" cy="150" r="26" fill="#f7c98b" opacity="0.9" />
      <path d="M0 170 Q80 150 160 165 T320 160 V200 H0z" fill="#13315c" />
      <path
        d="M96 108l34-4 18-28h10l-8 27 22-2 7-11h8l-3 14 3 14h-8l-7-11-22-2 8 27h-10l-18-28-34-4z"
        fill="#ffffff"
        transform="rotate(-14 140 104)"
      />
      <path d="M40 132 C70 124 90 120 118 116" stroke="#ffffff" strokeOpacity="0.45" strokeWidth="2" fill="none" strokeDasharray="6 6" />
    </svg>
  );
}
