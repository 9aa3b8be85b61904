/** The app icon's "G", drawn inline so the header needs no extra request. Decorative: the wordmark names it. */
export function Logo() {
  return (
    <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false" className="size-8 shrink-0">
      <rect width="512" height="512" rx="112.64" fill="#49A078" />
      <path d="M360.09 151.91A147.2 147.2 0 1 0 403.2 256" fill="none" stroke="#FFFFFF" strokeWidth="70.66" />
      <circle cx="360.09" cy="151.91" r="35.33" fill="#FFFFFF" />
      <rect x="267.78" y="220.67" width="170.75" height="70.66" fill="#FFFFFF" />
    </svg>
  );
}
