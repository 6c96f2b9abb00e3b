import { PhoneLink } from "~/components/ui/phone-link";
import type { SheetJob } from "~/domain/admin/driver-message";
import { type TravellerFields, travellerOf } from "~/domain/traveller";
import { PLANNER_TEXT, SHEET_TEXT } from "~/i18n/staff";

/**
 * Who the driver greets, with the number that reaches them, and, when someone else travels, the
 * client who booked with theirs (decision 043): a planning's job, as the driver's sheet has it.
 */
export function TravellerLines({ r }: { r: TravellerFields }) {
  const t = travellerOf(r);
  return (
    <>
      <p className="font-medium text-navy-900" data-testid="job-traveller">
        {t.name}
      </p>
      {t.phone ? <PhoneLink phone={t.phone} className="underline" /> : null}
      {t.bookedBy ? (
        <p className="mt-1 text-sm text-muted">
          {PLANNER_TEXT.bookedBy(t.bookedBy.name)},{" "}
          <PhoneLink phone={t.bookedBy.phone} className="underline" />
        </p>
      ) : null}
    </>
  );
}

/**
 * The driver's sheet's rows for who travels: the client, or the passenger and the client who booked,
 * each number a link (for a passenger without one, the client's is the driver's only way to reach
 * them). Terms of the sheet's description list.
 */
export function SheetTraveller({ job }: { job: Pick<SheetJob, "client" | "phone" | "bookedBy"> }) {
  return (
    <>
      <dt className="text-muted">{job.bookedBy ? SHEET_TEXT.passenger : SHEET_TEXT.client}</dt>
      <dd data-testid="sheet-traveller">
        {job.client}
        {job.phone ? (
          <>
            , <PhoneLink phone={job.phone} className="underline" />
          </>
        ) : null}
      </dd>
      {job.bookedBy ? (
        <>
          <dt className="text-muted">{SHEET_TEXT.bookedBy}</dt>
          <dd data-testid="sheet-booked-by">
            {job.bookedBy.name}, <PhoneLink phone={job.bookedBy.phone} className="underline" />
          </dd>
        </>
      ) : null}
    </>
  );
}
