export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18.5" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <path
        d="M9 24c4-1.2 7.5-1.2 11 0s7 1.2 11 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinecap="round"
      />
      <path
        d="M12 20.5 20 10l8 10.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      <path
        d="M11 28c3-.8 6-.8 9 0s6 .8 9 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1"
        opacity=".6"
      />
    </svg>
  );
}
