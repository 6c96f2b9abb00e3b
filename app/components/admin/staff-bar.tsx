import { Users } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ADMIN_TEXT, ROLE_LABELS } from "~/i18n/staff";
import { SignOutForm } from "./sign-out-form";

interface StaffIdentity {
  email: string;
  fullName: string;
  /** null when the role lookup failed: no badge then */
  role: "admin" | "staff" | null;
}

/** The band above every staff page: who is signed in, their role, and the way out. */
export function StaffBar({
  staff,
  title,
  children,
}: {
  staff: StaffIdentity;
  title: string;
  children?: React.ReactNode;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section
      aria-labelledby="staff-title"
      data-hydrated={hydrated || undefined}
      className="border-b border-ivory-300 bg-ivory-100"
    >
      <div className="container-page flex flex-col gap-5 py-8 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 id="staff-title" className="text-3xl text-navy-900 md:text-4xl">
            {title}
          </h1>
          {children}
        </div>
        <div className="flex flex-col gap-3 md:items-end">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <span>{ADMIN_TEXT.signedInAs}</span>
            <span className="font-semibold text-navy-900" data-testid="staff-email">
              {staff.email}
            </span>
            {staff.role ? (
              <span
                data-testid="staff-role"
                className="rounded-full bg-navy-900 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-gold-300"
              >
                <span className="sr-only">{ADMIN_TEXT.roleLabel} : </span>
                {ROLE_LABELS[staff.role]}
              </span>
            ) : null}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {staff.role === "admin" ? (
              <Link to="/admin/accounts" className={buttonClass({ variant: "ghost", size: "sm" })}>
                <Users aria-hidden="true" />
                {ADMIN_TEXT.accounts}
              </Link>
            ) : null}
            <SignOutForm />
          </div>
        </div>
      </div>
    </section>
  );
}
