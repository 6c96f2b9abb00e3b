import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useLang, useT } from "~/i18n";
import { localizePath, splitLang } from "~/i18n/lang";
import { useScrolledPastThreshold } from "./use-scrolled-past";

/** True where the phones' reserve bar shows: past the threshold, on every page but the booking form. */
export function useStickyBarShown(): boolean {
  const { path } = splitLang(useLocation().pathname);
  const scrolled = useScrolledPastThreshold();
  return scrolled && !path.startsWith("/reservations");
}

/**
 * On phones (below md), a reserve bar that appears once the visitor has scrolled past 800 px; the
 * header's "Réserver" steps aside meanwhile (header.tsx), so there is one at a time.
 */
export function StickyReserveBar() {
  const t = useT();
  const lang = useLang();
  if (!useStickyBarShown()) return null;
  return (
    <aside
      aria-label={t.common.sticky.label}
      data-testid="sticky-reserve-bar"
      className="fixed inset-x-0 bottom-0 z-40 animate-slide-up border-t border-white/10 bg-navy-900/95 px-4 py-3 text-ivory-100 backdrop-blur md:hidden"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm">{t.common.sticky.text}</p>
        <Link to={localizePath("/reservations", lang)} className={buttonClass({ size: "sm" })}>
          {t.common.sticky.cta}
        </Link>
      </div>
    </aside>
  );
}
