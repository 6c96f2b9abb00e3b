import { telHref } from "~/domain/phone";
import { cn } from "~/utils/cn";

/** A client's phone number the office can call in one tap (request page, messages, day sheet). */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={cn("whitespace-nowrap", className)}>
      {phone}
    </a>
  );
}
