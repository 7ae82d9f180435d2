import { useId } from 'react';

/** The cover of a listing without photos: a light aircraft over a runway. */
export function DefaultPlaneImage({ className }: { className?: string }) {
  const sky = useId();
  return (
    <svg className={className} viewBox="0 0 320 200" preserveAspectRatio="xMidYMid slice" role="img" aria-label="No photo yet" focusable="false">
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a6fdb" />
          <stop offset="0.7" stopColor="#9cc1f2" />
          <stop offset="1" stopColor="#dce9fb" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#${sky})`} />
      <g fill="#fff" opacity="0.8">
        <ellipse cx="60" cy="46" rx="36" ry="9" />
        <ellipse cx="84" cy="38" rx="22" ry="10" />
        <ellipse cx="250" cy="62" rx="40" ry="8" />
      </g>
      <path d="M0 160c50-18 100-20 160-8s110 10 160-6v54H0z" fill="#3c7a5a" />
      <path d="M110 200l40-40h20l40 40z" fill="#3d4451" />
      <path d="M158 168h4l1 8h-6zM157 182h6l1 12h-8z" fill="#f5f5f5" />
      <g transform="translate(96 70) rotate(-8) scale(0.62)">
        <path d="M20 40h150c14 0 24 6 28 12-4 6-14 12-28 12H52l-24 26H12l10-26H4c-4 0-6-4-2-8z" fill="#fff" />
        <path d="M80 44l-38-44h22l62 44z" fill="#e8eef8" />
        <path d="M80 60l-30 40h20l52-40z" fill="#d6e0ee" />
        <path d="M150 44h26c8 0 14 4 18 8h-44z" fill="#1d64d8" />
        <path d="M22 52h150" stroke="#f0812a" strokeWidth="4" />
      </g>
    </svg>
  );
}
