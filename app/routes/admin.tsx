import { Inbox, ListChecks } from "lucide-react";
import type { ReactNode } from "react";
import { data, Link, redirect, useNavigation } from "react-router";
import { StaffCard } from "~/components/admin/form-parts";
import { MessageFiltersForm, MessageResults } from "~/components/admin/message-list";
import { NewReservationLink } from "~/components/admin/new-reservation-link";
import { ReservationFiltersForm, ReservationResults } from "~/components/admin/reservation-list";
import { StaffBar } from "~/components/admin/staff-bar";
import { LoadError } from "~/components/admin/table-region";
import {
  type AdminTab,
  pageCount,
  parseMessageFilters,
  parseReservationFilters,
  parseTab,
  safeNext,
} from "~/domain/admin/filters";
import { parisIsoDate } from "~/domain/admin/format";
import { ADMIN_TEXT } from "~/i18n/staff";
import {
  countTabs,
  failedEmails,
  listMessages,
  listReservations,
  setMessageHandled,
} from "~/lib/admin-store.server";
import { assertSameOrigin, requireStaff } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { log } from "~/lib/logger.server";
import { staffMeta } from "~/seo/meta";
import { cn } from "~/utils/cn";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = staffMeta(ADMIN_TEXT.metaTitle, ADMIN_TEXT.metaDescription);

export { ErrorBoundary, headers } from "~/components/admin/staff-route";

async function attempt<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    log.error(`admin: could not load ${what}`, { error });
    return null;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, { tolerateRoleFailure: true });
  const params = new URL(request.url).searchParams;
  const tab = parseTab(params);
  const reservationFilters = parseReservationFilters(params);
  const messageFilters = parseMessageFilters(params);
  // Without a role (its lookup failed) the page shows its frame and no data at all.
  const allowed = staff.role !== null;
  const [counts, failed, reservations, messages] = await Promise.all([
    allowed ? attempt("counts", countTabs) : null,
    allowed ? attempt("failed e-mails", () => failedEmails()) : null,
    allowed && tab === "reservations"
      ? attempt("reservations", () => listReservations(reservationFilters))
      : null,
    allowed && tab === "messages" ? attempt("messages", () => listMessages(messageFilters)) : null,
  ]);
  // The sales journal's year (decision 045): this one, in Paris.
  const invoiceYear = Number(parisIsoDate(new Date()).slice(0, 4));
  return { tab, counts, failed, reservationFilters, messageFilters, reservations, messages, invoiceYear };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  assertSameOrigin(request, context.get(requestInfoContext).env.SITE_URL);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if ((intent !== "handle" && intent !== "reopen") || !/^[0-9a-f-]{36}$/i.test(id)) {
    return data({ error: ADMIN_TEXT.markFailed }, { status: 400 });
  }
  const found = await setMessageHandled(id, staff.user.id, intent === "handle");
  if (!found) return data({ error: ADMIN_TEXT.markFailed }, { status: 404 });
  throw redirect(safeNext(String(form.get("returnTo") ?? "/admin?tab=messages")));
}

function TabLink({
  tab,
  current,
  count,
  label,
  icon: Icon,
}: {
  tab: AdminTab;
  current: AdminTab;
  count: number | undefined;
  label: string;
  icon: typeof Inbox;
}) {
  const active = tab === current;
  return (
    <Link
      to={tab === "messages" ? "/admin?tab=messages" : "/admin"}
      aria-current={active ? "page" : undefined}
      data-testid={`tab-${tab}`}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold",
        active
          ? "border-gold-600 text-navy-900"
          : "border-transparent text-muted hover:border-ivory-300 hover:text-navy-900",
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
      {count !== undefined ? (
        <span
          data-testid={`tab-${tab}-count`}
          className={cn(
            "rounded-full px-2 py-0.5 text-xs",
            active ? "bg-navy-900 text-ivory-50" : "bg-ivory-200 text-navy-900",
          )}
        >
          {count.toLocaleString("fr-FR")}
        </span>
      ) : null}
    </Link>
  );
}

function FailedEmails({ failed }: { failed: NonNullable<Route.ComponentProps["loaderData"]["failed"]> }) {
  return (
    <StaffCard id="failed-emails" title={ADMIN_TEXT.failedEmails(failed.total)} tone="failure">
      <p className="mt-1 text-sm">{ADMIN_TEXT.failedEmailsHint}</p>
      <ul className="mt-3 space-y-1 text-sm">
        {failed.rows.map((email) => (
          <li key={email.id}>
            {email.reservationId ? (
              <Link
                to={`/admin/reservations/${email.reservationId}`}
                className="font-semibold underline underline-offset-4"
              >
                {email.reference}
              </Link>
            ) : null}{" "}
            {email.subject} ({email.toAddress})
          </li>
        ))}
      </ul>
    </StaffCard>
  );
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { tab, counts, failed, reservationFilters, messageFilters, reservations, messages } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin";
  /** A list's results, or why it could not be loaded. */
  function results<Row>(
    list: { rows: Row[]; total: number } | null,
    errorText: string,
    render: (list: { rows: Row[]; total: number; pages: number; busy: boolean }) => ReactNode,
  ) {
    if (list)
      return render({ rows: list.rows, total: list.total, pages: pageCount(list.total), busy: loading });
    return (
      <div className="mt-6">
        <LoadError title={ADMIN_TEXT.errorTitle} text={errorText} />
      </div>
    );
  }
  return (
    <>
      <StaffBar title={ADMIN_TEXT.title}>
        <NewReservationLink />
      </StaffBar>
      <div className="container-staff py-8">
        {failed && failed.total > 0 ? <FailedEmails failed={failed} /> : null}
        <nav aria-label={ADMIN_TEXT.tabsLabel} className="border-b border-ivory-300">
          <ul className="flex gap-2">
            {(
              [
                ["reservations", ADMIN_TEXT.tabReservations, ListChecks],
                ["messages", ADMIN_TEXT.tabMessages, Inbox],
              ] as const
            ).map(([name, label, icon]) => (
              <li key={name}>
                <TabLink tab={name} current={tab} count={counts?.[name]} label={label} icon={icon} />
              </li>
            ))}
          </ul>
        </nav>
        <p role="status" className="min-h-6 py-2 text-sm text-muted" data-testid="admin-loading">
          {loading ? ADMIN_TEXT.loading : ""}
        </p>
        <section aria-label={tab === "messages" ? ADMIN_TEXT.tabMessages : ADMIN_TEXT.tabReservations}>
          {tab === "reservations" ? (
            <>
              <ReservationFiltersForm key={JSON.stringify(reservationFilters)} filters={reservationFilters} />
              {results(reservations, ADMIN_TEXT.reservationsError, (list) => (
                <ReservationResults
                  filters={reservationFilters}
                  invoiceYear={loaderData.invoiceYear}
                  {...list}
                />
              ))}
            </>
          ) : (
            <>
              <MessageFiltersForm key={JSON.stringify(messageFilters)} filters={messageFilters} />
              {results(messages, ADMIN_TEXT.messagesError, (list) => (
                <MessageResults filters={messageFilters} {...list} />
              ))}
            </>
          )}
        </section>
      </div>
    </>
  );
}
