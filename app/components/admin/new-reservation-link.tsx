import { PhoneCall } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { PHONE_TEXT } from "~/i18n/staff-phone";

/** The way to a request taken for a caller (issue 12 §5), from the list of requests. */
export function NewReservationLink() {
  return (
    <Link
      to="/admin/reservations/new"
      className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
      data-testid="new-reservation"
    >
      <PhoneCall aria-hidden="true" />
      {PHONE_TEXT.newButton}
    </Link>
  );
}
