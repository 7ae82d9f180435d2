/** A light aircraft climbing out over hills and a runway at golden hour. */
export function HeroIllustration() {
  return (
    <svg className="hero-art" viewBox="0 0 560 420" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a6fdb" />
          <stop offset="0.65" stopColor="#8fb8f0" />
          <stop offset="1" stopColor="#ffd6a5" />
        </linearGradient>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff3d6" />
          <stop offset="0.6" stopColor="#ffc26b" />
          <stop offset="1" stopColor="#ffc26b" stopOpacity="0" />
        </radialGradient>
        <clipPath id="hero-frame">
          <rect width="560" height="420" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-frame)">
        <rect width="560" height="420" fill="url(#hero-sky)" />
        <circle cx="420" cy="300" r="120" fill="url(#hero-sun)" />
        <g fill="#fff" opacity="0.85">
          <ellipse cx="110" cy="90" rx="60" ry="16" />
          <ellipse cx="150" cy="78" rx="38" ry="18" />
          <ellipse cx="430" cy="120" rx="70" ry="14" />
          <ellipse cx="470" cy="108" rx="36" ry="16" />
        </g>
        <path d="M0 320c70-40 140-50 220-30s150 20 210-10 100-20 130-10v150H0z" fill="#3c7a5a" />
        <path d="M0 350c90-25 170-20 250 0s160 15 230-5 60-10 80-5v80H0z" fill="#2f6449" />
        <path d="M120 420l120-78h80l120 78z" fill="#3d4451" />
        <path d="M277 348h6l2 14h-10zM275 370h10l3 20h-16zM272 398h16l3 22h-22z" fill="#f5f5f5" />
        <g transform="translate(210 150) rotate(-12)">
          <path d="M20 40h150c14 0 24 6 28 12-4 6-14 12-28 12H52l-24 26H12l10-26H4c-4 0-6-4-2-8z" fill="#ffffff" />
          <path d="M80 44l-38-44h22l62 44z" fill="#e8eef8" />
          <path d="M80 60l-30 40h20l52-40z" fill="#d6e0ee" />
          <path d="M150 44h26c8 0 14 4 18 8h-44z" fill="#1d64d8" />
          <path d="M22 52h150" stroke="#f0812a" strokeWidth="4" />
          <rect x="196" y="38" width="4" height="28" rx="2" fill="#3d4451" />
        </g>
        <path d="M60 230c60-30 120-40 170-30" fill="none" stroke="#fff" strokeOpacity="0.5" strokeWidth="3" strokeDasharray="2 10" strokeLinecap="round" />
      </g>
    </svg>
  );
}
