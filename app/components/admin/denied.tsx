import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { NotFoundView } from "~/components/site/not-found";
import { buttonClass } from "~/components/ui/button";
import { DENIED_TEXT } from "~/i18n/staff";
import { SignOutForm } from "./sign-out-form";

type Reason = "access-denied" | "admin-only" | "unavailable";

function reasonOf(error: unknown): Reason | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const denied = (error.data as { denied?: unknown } | undefined)?.denied;
  return denied === "access-denied" || denied === "admin-only" || denied === "unavailable"
    ? denied
    : undefined;
}

/** The page an account sees where its role does not reach: what happened and where to go. */
function DeniedView({ reason }: { reason: Reason }) {
  const text = DENIED_TEXT[reason];
  return (
    <section className="container-page py-20 md:py-28">
      <title>{text.title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="mx-auto max-w-xl rounded-2xl border border-ivory-300 bg-white p-8 text-center shadow-sm">
        <p className="eyebrow text-gold-700">{reason === "unavailable" ? "503" : "403"}</p>
        <h1 className="mt-3 text-3xl text-navy-900 md:text-4xl">{text.title}</h1>
        <p className="mt-4 text-muted">{text.text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {reason === "admin-only" ? (
            <Link to="/admin" className={buttonClass({})}>
              {DENIED_TEXT.admin}
            </Link>
          ) : (
            <Link to="/" className={buttonClass({})}>
              {DENIED_TEXT.home}
            </Link>
          )}
          <SignOutForm />
        </div>
      </div>
    </section>
  );
}

/**
 * The error boundary of the staff routes: an access refusal shows the access-denied page, a
 * missing record the not-found page, anything else a short error page (details go to the log).
 */
export function StaffErrorBoundary() {
  const error = useRouteError();
  const reason = reasonOf(error);
  if (reason) return <DeniedView reason={reason} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <section className="container-page py-20 text-center md:py-28">
      <title>{DENIED_TEXT.error.title}</title>
      <h1 className="text-3xl text-navy-900 md:text-4xl">{DENIED_TEXT.error.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-muted">{DENIED_TEXT.error.text}</p>
      <Link to="/admin" className={buttonClass({ className: "mt-8" })}>
        {DENIED_TEXT.admin}
      </Link>
    </section>
  );
}
