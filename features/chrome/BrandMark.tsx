// The charity's mark: a 'C' held open around an amber dot, the same drawing as the site's
// icons (app/icon.svg, app/apple-icon.png, app/favicon.ico). Decorative: the brand's name is
// the link's text beside it.

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" style={{ fill: 'var(--color-brand)' }} />
      <path d="M22.1 10.9a8 8 0 1 0 0 10.2" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="23" cy="16" r="2.75" style={{ fill: 'var(--color-accent)' }} />
    </svg>
  );
}
