/** Dusk at a small airfield: a hangar, a windsock and a high-wing plane taxiing out. */
export function TakeoverIllustration() {
  return (
    <svg className="takeover-art" viewBox="0 0 720 280" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="takeover-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b2545" />
          <stop offset="0.55" stopColor="#3e5f9e" />
          <stop offset="1" stopColor="#f6a96b" />
        </linearGradient>
      </defs>
      <rect width="720" height="280" fill="url(#takeover-sky)" />
      <g fill="#fff">
        <circle cx="80" cy="40" r="1.6" />
        <circle cx="160" cy="70" r="1.2" />
        <circle cx="260" cy="30" r="1.4" />
        <circle cx="420" cy="50" r="1.1" />
        <circle cx="610" cy="36" r="1.6" />
        <circle cx="660" cy="80" r="1.2" />
      </g>
      <circle cx="560" cy="205" r="46" fill="#ffd39a" opacity="0.9" />
      <path d="M0 210c120-18 260-22 380-12s240 8 340-6v88H0z" fill="#23395d" />
      <path d="M0 236h720v44H0z" fill="#1a2b47" />
      <path d="M0 250h720" stroke="#f6d36b" strokeWidth="3" strokeDasharray="26 20" />
      <g transform="translate(60 150)">
        <path d="M0 86V30L70 0l70 30v56z" fill="#31507f" />
        <path d="M22 86V44h96v42z" fill="#0e1f38" />
        <path d="M22 52h96M22 62h96M22 72h96" stroke="#31507f" strokeWidth="2" />
      </g>
      <g transform="translate(250 170)">
        <path d="M4 66V0" stroke="#d8e0eb" strokeWidth="3" />
        <path d="M6 2l40 6v10l-40 6z" fill="#f0812a" />
        <path d="M18 4v18M30 6v14" stroke="#fff" strokeWidth="4" />
      </g>
      <g transform="translate(360 160)">
        <path d="M30 48h150c12 0 20 6 22 10H40c-8 0-12-4-10-10z" fill="#fff" />
        <path d="M70 40h100l-4 8H64z" fill="#e8eef8" />
        <path d="M60 30h150" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
        <path d="M110 32l12 16M140 32l-6 16" stroke="#d8e0eb" strokeWidth="3" />
        <path d="M30 48L14 22h12l24 26z" fill="#fff" />
        <path d="M40 56h160" stroke="#f0812a" strokeWidth="3" />
        <rect x="200" y="42" width="4" height="24" rx="2" fill="#3d4451" />
        <circle cx="90" cy="72" r="7" fill="#0e1f38" />
        <circle cx="170" cy="72" r="7" fill="#0e1f38" />
        <path d="M90 58v8M170 58v8" stroke="#0e1f38" strokeWidth="3" />
      </g>
    </svg>
  );
}
