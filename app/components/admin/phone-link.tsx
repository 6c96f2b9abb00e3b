import { cn } from "~/utils/cn";

/** "+33 6 12 34 56 78" → "tel:+33612345678": what a phone dials, the number kept as typed on screen. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A client's phone number the office can call in one tap (request page, messages, day sheet). */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={cn("whitespace-nowrap", className)}>
      {phone}
    </a>
  );
}
