/** A short message over a map (the placeholder until both places are chosen). */
export function MapPill({ children }: { children: React.ReactNode }) {
  return (
    <span className="rounded-full bg-white/90 px-4 py-2 text-sm font-medium text-navy-900 shadow">
      {children}
    </span>
  );
}
