import { Menu, MessageCircle, Phone, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { telHref, whatsappHref } from "~/domain/phone";
import { useLang, useT } from "~/i18n";
import { localizePath } from "~/i18n/lang";
import { cn } from "~/utils/cn";
import { LanguageSwitch } from "./language-switch";
import { LogoMark } from "./logo";
import { NAV_ITEMS } from "./nav-items";
import { useStickyBarShown } from "./sticky-bar";

export interface HeaderCompany {
  name: string;
  phone: string;
  whatsapp: string;
}

/**
 * The site's header. On phones: the brand on one line, call and WhatsApp buttons and the menu; the
 * "Réserver" button shows from 640 px, and below 768 px steps aside while the reserve bar is up
 * (sticky-bar.tsx), so a visitor never sees two.
 */
export function Header({ company }: { company: HeaderCompany }) {
  const companyName = company.name;
  const t = useT();
  const barShown = useStickyBarShown();
  const lang = useLang();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // The panel is a popover: its button opens it with no script, before hydration too (decision 031).
  // A browser without popovers (before 2024) shows it in the page until hydration, then by this state.
  const [native, setNative] = useState(true);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const show = (value: boolean) => {
    const panel = panelRef.current;
    if (!native || !panel) return setOpen(value);
    if (panel.matches(":popover-open") !== value) panel.togglePopover(value);
  };

  useEffect(() => {
    const panel = panelRef.current;
    if (typeof panel?.togglePopover !== "function") setNative(false);
    // Opened before the page hydrated.
    else if (panel.matches(":popover-open")) setOpen(true);
  }, []);

  // Close on navigation (not on the first render: a panel opened before hydration stays open).
  const shownPath = useRef(location.pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    show(false);
  }, [location.pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: show() reads refs and the support flag only
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        show(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const iconButton =
    "inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10 sm:size-11 lg:hidden";

  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "rounded px-1 py-2 text-sm tracking-wide transition-colors hover:text-gold-300",
      isActive ? "text-gold-300" : "text-ivory-100",
    );

  return (
    <header className="sticky top-0 z-50 border-b border-white/10 bg-navy-900 text-ivory-100">
      <div className="container-page flex h-16 items-center justify-between gap-4 md:h-20">
        <Link
          to={localizePath("/", lang)}
          className="flex min-w-0 items-center gap-2 rounded sm:gap-3"
          aria-label={`${companyName}, ${t.common.nav.home}`}
        >
          <LogoMark className="size-8 shrink-0 text-gold-400 sm:size-9" />
          <span className="truncate font-serif text-base leading-tight font-semibold tracking-wide sm:text-lg md:text-xl">
            {companyName}
          </span>
        </Link>

        <nav aria-label={t.common.nav.label} className="hidden lg:block">
          <ul className="flex items-center gap-7">
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <NavLink to={localizePath(item.path, lang)} className={navLinkClass}>
                  {t.common.nav[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-1 sm:gap-2 md:gap-4">
          <LanguageSwitch className="hidden sm:flex" />
          <Link
            to={localizePath("/reservations", lang)}
            className={buttonClass({
              size: "sm",
              // max-*: a later rule than the button's own inline-flex, which a plain "hidden" would not beat
              className: barShown ? "max-md:hidden" : "max-sm:hidden",
            })}
          >
            {t.common.nav.reserve}
          </Link>
          <a href={telHref(company.phone)} className={iconButton} aria-label={t.common.nav.call}>
            <Phone className="size-5" aria-hidden="true" />
          </a>
          <a
            href={whatsappHref(company.whatsapp, t.booking.whatsappMessage(null))}
            rel="noopener noreferrer"
            className={iconButton}
            aria-label={t.common.nav.whatsapp}
          >
            <MessageCircle className="size-5" aria-hidden="true" />
          </a>
          <button
            ref={buttonRef}
            type="button"
            className={iconButton}
            popoverTarget={panelId}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? t.common.nav.menuClose : t.common.nav.menuOpen}
            onClick={native ? undefined : () => setOpen((value) => !value)}
          >
            {open ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>

      <div
        id={panelId}
        ref={panelRef}
        popover="auto"
        onToggle={(event) => setOpen(event.newState === "open")}
        hidden={!native && !open}
        className="m-0 w-full max-w-none border-x-0 border-t border-b-0 border-white/10 bg-navy-900 p-0 text-ivory-100 shadow-2xl open:fixed open:inset-x-0 open:top-16 open:bottom-auto open:max-h-[calc(100dvh-4rem)] open:overflow-y-auto open:border-b md:open:top-20 md:open:max-h-[calc(100dvh-5rem)] lg:hidden"
      >
        <nav aria-label={t.common.nav.label} className="container-page py-4">
          <ul className="flex flex-col">
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={localizePath(item.path, lang)}
                  className={({ isActive }) =>
                    cn(
                      "block border-b border-white/10 py-3.5 font-serif text-xl",
                      isActive ? "text-gold-300" : "text-ivory-100",
                    )
                  }
                >
                  {t.common.nav[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-5 flex items-center justify-between gap-4">
            <LanguageSwitch onSwitch={() => show(false)} />
            <Link
              to={localizePath("/reservations", lang)}
              className={buttonClass({ className: barShown ? "max-md:hidden" : undefined })}
            >
              {t.common.nav.reserve}
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
