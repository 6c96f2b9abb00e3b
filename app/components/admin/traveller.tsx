import { PhoneLink } from "~/components/ui/phone-link";
import { type TravellerFields, travellerOf } from "~/domain/traveller";
import { PLANNER_TEXT } from "~/i18n/staff";

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
