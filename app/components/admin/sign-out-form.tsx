import { LogOut } from "lucide-react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ADMIN_TEXT } from "~/i18n/staff";

/** Sign-out is a POST (no state change on GET); it works without JavaScript. */
export function SignOutForm({ className, tone }: { className?: string; tone?: "dark" }) {
  return (
    <Form method="post" action="/auth/logout" className={className}>
      <button
        type="submit"
        className={buttonClass({
          variant: "outline",
          size: "sm",
          className: tone === "dark" ? "text-ivory-100 hover:bg-white/10" : undefined,
        })}
      >
        <LogOut aria-hidden="true" />
        {ADMIN_TEXT.signOut}
      </button>
    </Form>
  );
}
