import { telHref } from "~/domain/phone";
import { cn } from "~/utils/cn";

/** A phone number called in one tap, shown as typed: a client's for the office, a chauffeur's for the client. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={cn("whitespace-nowrap", className)}>
      {phone}
    </a>
  );
}
