import { CalendarPlus, Check, Reply, RotateCcw } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { PhoneLink } from "~/components/ui/phone-link";
import { type MessageFilters, messageSearch } from "~/domain/admin/filters";
import { formatDateTime, orDash } from "~/domain/admin/format";
import { ADMIN_TEXT, LANGUAGE_LABELS } from "~/i18n/staff";
import {
  FilterButtons,
  FilterField,
  type Results,
  ResultsTable,
  type ResultsTableSpec,
  tdClass,
} from "./table-region";

interface MessageRowView {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: "fr" | "en";
  createdAt: Date | string;
  handledAt: Date | string | null;
  handledByName: string | null;
}

const MESSAGES_TABLE: ResultsTableSpec<MessageFilters> = {
  caption: ADMIN_TEXT.messagesCaption,
  className: "w-full border-collapse md:min-w-[56rem]",
  testId: "messages-table",
  rowTestId: "message-row",
  emptyText: ADMIN_TEXT.noMessages,
  search: messageSearch,
  columns: [
    ADMIN_TEXT.colMessageReceived,
    ADMIN_TEXT.colName,
    ADMIN_TEXT.colContact,
    ADMIN_TEXT.colMessage,
    ADMIN_TEXT.colState,
  ],
};

export function MessageFiltersForm({ filters }: { filters: MessageFilters }) {
  return (
    <Form method="get" action="/admin" className="rounded-xl border border-ivory-300 bg-white p-5 shadow-sm">
      <input type="hidden" name="tab" value="messages" />
      <h2 className="font-sans text-base font-semibold text-navy-900">{ADMIN_TEXT.filtersTitle}</h2>
      <div className="mt-4 grid gap-4 md:grid-cols-[2fr_1fr_auto]">
        <FilterField id="message-q" label={ADMIN_TEXT.search} hint={ADMIN_TEXT.messageSearchHint}>
          <input
            id="message-q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={filters.q ?? ""}
            aria-describedby="message-q-hint"
            className={inputClass}
          />
        </FilterField>
        <FilterField id="message-state" label={ADMIN_TEXT.state}>
          <select id="message-state" name="state" defaultValue={filters.state ?? ""} className={inputClass}>
            <option value="">{ADMIN_TEXT.allStates}</option>
            <option value="open">{ADMIN_TEXT.stateOpen}</option>
            <option value="handled">{ADMIN_TEXT.stateHandled}</option>
          </select>
        </FilterField>
        <FilterButtons resetTo="/admin?tab=messages" className="flex items-start gap-3 md:pt-7" />
      </div>
    </Form>
  );
}

export function MessageResults(results: Results<MessageFilters, MessageRowView>) {
  const returnTo = `/admin${messageSearch(results.filters)}`;
  return (
    <div className="mt-6">
      <p className="mb-4 font-semibold text-navy-900" data-testid="message-total">
        {ADMIN_TEXT.resultsMessages(results.total)}
      </p>
      <ResultsTable table={MESSAGES_TABLE} results={results}>
        {(row) => (
          <>
            <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(row.createdAt)}</td>
            <th scope="row" className={`${tdClass} text-left font-medium text-navy-900`}>
              {row.name}
              <span className="block text-xs font-normal text-muted">{LANGUAGE_LABELS[row.language]}</span>
            </th>
            <td className={tdClass}>
              <a
                href={`mailto:${row.email}`}
                className="[overflow-wrap:anywhere] text-gold-700 underline underline-offset-4"
              >
                {row.email}
              </a>
              <p className="whitespace-nowrap text-muted" data-testid="message-phone">
                {row.phone ? (
                  <PhoneLink phone={row.phone} className="text-gold-700 underline underline-offset-4" />
                ) : (
                  orDash(row.phone)
                )}
              </p>
            </td>
            <td className={`${tdClass} max-w-md`}>
              <p className="whitespace-pre-line break-words" data-testid="message-text">
                {row.message}
              </p>
              {/* Answer by e-mail in the sender's language, or take their trip as a request. */}
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <a
                  href={`mailto:${row.email}?subject=${encodeURIComponent(ADMIN_TEXT.replySubject(row.language))}`}
                  className="inline-flex items-center gap-1 text-gold-700 underline underline-offset-4"
                  data-testid="message-reply"
                >
                  <Reply className="size-3.5" aria-hidden="true" />
                  {ADMIN_TEXT.reply}
                  <span className="sr-only">{ADMIN_TEXT.toName(row.name)}</span>
                </a>
                <Link
                  to={`/admin/reservations/new?message=${row.id}`}
                  className="inline-flex items-center gap-1 text-gold-700 underline underline-offset-4"
                  data-testid="message-to-request"
                >
                  <CalendarPlus className="size-3.5" aria-hidden="true" />
                  {ADMIN_TEXT.toRequest}
                  <span className="sr-only">{ADMIN_TEXT.fromName(row.name)}</span>
                </Link>
              </p>
            </td>
            <td className={tdClass}>
              {row.handledAt ? (
                <div className="space-y-2">
                  <p className="font-medium text-success">{ADMIN_TEXT.handled}</p>
                  <p className="text-xs text-muted">
                    {ADMIN_TEXT.handledBy(row.handledByName ?? "—", formatDateTime(row.handledAt))}
                  </p>
                  <MessageStateForm id={row.id} intent="reopen" returnTo={returnTo} />
                </div>
              ) : (
                <div className="space-y-2">
                  <p className="font-medium text-gold-700">{ADMIN_TEXT.open}</p>
                  <MessageStateForm id={row.id} intent="handle" returnTo={returnTo} />
                </div>
              )}
            </td>
          </>
        )}
      </ResultsTable>
    </div>
  );
}

function MessageStateForm({
  id,
  intent,
  returnTo,
}: {
  id: string;
  intent: "handle" | "reopen";
  returnTo: string;
}) {
  return (
    <Form method="post" action="/admin?index" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={buttonClass({ variant: intent === "handle" ? "secondary" : "ghost", size: "sm" })}
      >
        {intent === "handle" ? <Check aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
        {intent === "handle" ? ADMIN_TEXT.markHandled : ADMIN_TEXT.markOpen}
      </button>
    </Form>
  );
}
