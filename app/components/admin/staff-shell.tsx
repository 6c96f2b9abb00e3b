import {
  Bus,
  CalendarDays,
  Inbox,
  ListChecks,
  type LucideIcon,
  Receipt,
  UserRound,
  Users,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { LogoMark } from "~/components/site/logo";
import { ToastProvider } from "~/components/ui/toast";
import { ROLE_LABELS, SHELL_TEXT } from "~/i18n/staff";
import type { RootData } from "~/seo/meta";
import { cn } from "~/utils/cn";
import { type FlashData, FlashToast } from "./flash-toast";
import { SignOutForm } from "./sign-out-form";

export interface StaffIdentity {
  email: string;
  fullName: string;
  /** null when the role lookup failed: no badge, no admin links */
  role: "admin" | "staff" | null;
}

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** whether the item is the current page */
  current: (pathname: string, search: URLSearchParams) => boolean;
  adminOnly?: boolean;
  /** The count shown beside the item: requests awaiting an answer, or messages not yet handled. */
  badge?: "awaiting" | "messages";
}

const NAV: NavItem[] = [
  {
    to: "/admin/planning",
    label: SHELL_TEXT.planner,
    icon: CalendarDays,
    current: (path) => path.startsWith("/admin/planning"),
  },
  {
    to: "/admin",
    label: SHELL_TEXT.requests,
    icon: ListChecks,
    badge: "awaiting",
    current: (path, search) =>
      (path === "/admin" && search.get("tab") !== "messages") || path.startsWith("/admin/reservations"),
  },
  {
    to: "/admin?tab=messages",
    label: SHELL_TEXT.messages,
    icon: Inbox,
    badge: "messages",
    current: (path, search) => path === "/admin" && search.get("tab") === "messages",
  },
  {
    to: "/admin/invoices",
    label: SHELL_TEXT.invoices,
    icon: Receipt,
    current: (path) => path.startsWith("/admin/invoices"),
  },
  {
    to: "/admin/drivers",
    label: SHELL_TEXT.drivers,
    icon: UserRound,
    adminOnly: true,
    current: (path) => path.startsWith("/admin/drivers"),
  },
  {
    to: "/admin/vehicles",
    label: SHELL_TEXT.vehicles,
    icon: Bus,
    adminOnly: true,
    current: (path) => path.startsWith("/admin/vehicles"),
  },
  {
    to: "/admin/accounts",
    label: SHELL_TEXT.accounts,
    icon: Users,
    adminOnly: true,
    current: (path) => path.startsWith("/admin/accounts"),
  },
];

/** A count beside a navigation item, read out with what it counts. */
function NavCount({ n, suffix, testId }: { n: number; suffix: string; testId: string }) {
  return (
    <span className="rounded-full bg-gold-400 px-2 py-0.5 text-xs text-navy-950" data-testid={testId}>
      {n.toLocaleString("fr-FR")}
      <span className="sr-only"> {suffix}</span>
    </span>
  );
}

/**
 * The frame of every staff page (decision 019): no public header, menu, booking button or footer;
 * the team's own navigation, who is signed in, the way out. On a phone the navigation scrolls
 * sideways; the skip link leads straight to the page's content.
 */
export function StaffShell({
  staff,
  awaiting,
  openMessages = null,
  children,
}: {
  staff: StaffIdentity | null;
  awaiting: number | null;
  /** Messages not yet handled (the Messages tab's own count), or null when not known. */
  openMessages?: number | null;
  children: React.ReactNode;
}) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const root = useRouteLoaderData<RootData & { flash?: FlashData | null }>("root");
  const items = NAV.filter((item) => !item.adminOnly || staff?.role === "admin");
  return (
    <ToastProvider>
      <a
        href="#staff-main"
        className="sr-only z-100 rounded bg-gold-500 px-4 py-2 text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {SHELL_TEXT.skip}
      </a>
      <header
        className="bg-navy-950 text-ivory-100 print:hidden"
        data-testid="staff-shell"
        data-hydrated={hydrated || undefined}
      >
        <div className="container-staff flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
          <Link to="/admin" className="flex items-center gap-2.5 rounded font-serif text-xl text-ivory-50">
            <LogoMark className="size-8 text-gold-400" />
            <span>
              {root?.company.name}
              <span className="ml-2 font-sans text-xs tracking-[0.18em] text-gold-300 uppercase">
                {SHELL_TEXT.area}
              </span>
            </span>
          </Link>
          {staff ? (
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="sr-only">{SHELL_TEXT.signedInAs}</span>
                <span className="font-semibold text-ivory-50" data-testid="staff-email">
                  {staff.email}
                </span>
                {staff.role ? (
                  <span
                    data-testid="staff-role"
                    className="rounded-full border border-gold-500/50 px-2.5 py-0.5 text-xs font-semibold text-gold-300"
                  >
                    <span className="sr-only">{SHELL_TEXT.roleLabel} </span>
                    {ROLE_LABELS[staff.role]}
                  </span>
                ) : null}
              </p>
              <SignOutForm tone="dark" />
            </div>
          ) : null}
        </div>
        {staff ? (
          <nav aria-label={SHELL_TEXT.navLabel} className="border-t border-white/10">
            {/* `relative`: the counts' screen-reader text (absolute) stays inside the scrolling list. */}
            <ul className="container-staff relative -mb-px flex gap-1 overflow-x-auto">
              {items.map((item) => {
                const current = item.current(location.pathname, search);
                return (
                  <li key={item.to} className="shrink-0">
                    <Link
                      to={item.to}
                      aria-current={current ? "page" : undefined}
                      data-testid={`nav-${item.to}`}
                      className={cn(
                        "inline-flex min-h-11 items-center gap-2 border-b-2 px-3 py-2 text-sm font-semibold",
                        current
                          ? "border-gold-400 text-ivory-50"
                          : "border-transparent text-ivory-200 hover:border-ivory-200/40 hover:text-ivory-50",
                      )}
                    >
                      <item.icon className="size-4" aria-hidden="true" />
                      {item.label}
                      {item.badge === "awaiting" && awaiting ? (
                        <NavCount
                          testId="nav-awaiting"
                          n={awaiting}
                          suffix={SHELL_TEXT.awaitingSuffix(awaiting)}
                        />
                      ) : null}
                      {item.badge === "messages" && openMessages ? (
                        <NavCount
                          testId="nav-messages"
                          n={openMessages}
                          suffix={SHELL_TEXT.openMessagesSuffix(openMessages)}
                        />
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="staff-main" tabIndex={-1} className="flex-1 bg-ivory-50 focus:outline-none">
        {children}
      </main>
      <FlashToast flash={root?.flash} />
    </ToastProvider>
  );
}
