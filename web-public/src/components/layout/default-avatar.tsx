/** The picture shown for accounts without an avatar: a pilot silhouette with headset. */
export function DefaultAvatar({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" role="img" aria-label="Default avatar" focusable="false">
      <rect width="64" height="64" rx="32" fill="#dbe7f5" />
      <circle cx="32" cy="26" r="12" fill="#7f9cc0" />
      <path d="M12 56c3-11 11-17 20-17s17 6 20 17a30 30 0 0 1-40 0z" fill="#7f9cc0" />
      <path d="M19 27a13 13 0 0 1 26 0" fill="none" stroke="#0b2545" strokeWidth="3" strokeLinecap="round" />
      <rect x="16" y="24" width="6" height="10" rx="3" fill="#0b2545" />
      <rect x="42" y="24" width="6" height="10" rx="3" fill="#0b2545" />
    </svg>
  );
}
