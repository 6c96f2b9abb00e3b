import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useLang, useT } from "~/i18n";
import { localizePath, splitLang } from "~/i18n/lang";

const STICKY_BAR_THRESHOLD = 800;

/** On phones, a reserve bar that appears once the visitor has scrolled past 800px. */
export function StickyReserveBar() {
  const t = useT();
  const lang = useLang();
  const { path } = splitLang(useLocation().pathname);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > STICKY_BAR_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible || path.startsWith("/reservations")) return null;
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
