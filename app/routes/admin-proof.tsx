import { FileDown, Printer } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Pairs } from "~/components/ui/pairs";
import { proofDetails, proofMentions } from "~/domain/admin/proof";
import { PROOF_TEXT } from "~/i18n/staff";
import { requireStaff } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { confirmedProof } from "~/lib/proof.server";
import { staffRecordMeta } from "~/seo/meta";
import type { Route } from "./+types/admin-proof";

/** The proof's two lists of pairs: the legal mentions, then the trip's details. */
const PROOF_ROWS = {
  list: "mt-2 divide-y divide-ivory-200",
  pair: "grid gap-1 sm:grid-cols-[16rem_1fr] sm:gap-4",
  term: "text-sm text-muted",
  value: "break-words text-ink",
};

export const meta: Route.MetaFunction = staffRecordMeta((args) => args.loaderData?.job.reference, {
  title: PROOF_TEXT.metaTitle,
  fallback: PROOF_TEXT.title,
  description: PROOF_TEXT.legalBasis,
});

export { ErrorBoundary, headers } from "~/components/admin/staff-route";

/** The VTC prior-booking proof of one confirmed job, printable (decision 020). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const { id, van, job, company } = await confirmedProof(
    params.id,
    context.get(requestInfoContext).env,
    request,
  );
  return {
    id,
    van,
    job,
    mentions: proofMentions(company, job),
    details: proofDetails(job),
  };
}

export default function Proof({ loaderData }: Route.ComponentProps) {
  const { id, van, job, mentions, details } = loaderData;
  return (
    <div className="container-staff max-w-3xl py-8 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Link to="/admin/planning" className={buttonClass({ variant: "ghost", size: "sm" })}>
          {PROOF_TEXT.back}
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className={buttonClass({ variant: "secondary", size: "sm" })}
        >
          <Printer aria-hidden="true" />
          {PROOF_TEXT.print}
        </button>
        <a
          href={`/admin/reservations/${id}/proof.pdf${van > 1 ? `?van=${van}` : ""}`}
          className={buttonClass({ variant: "outline", size: "sm" })}
          data-testid="proof-pdf"
        >
          <FileDown aria-hidden="true" />
          {PROOF_TEXT.pdf}
        </a>
      </div>
      <article className="rounded-xl border border-ivory-300 bg-white p-6 shadow-sm print:border-0 print:shadow-none">
        <h1 className="text-2xl text-navy-900 md:text-3xl">{PROOF_TEXT.title}</h1>
        <p className="mt-1 text-sm text-muted">{PROOF_TEXT.legalBasis}</p>
        <h2 className="mt-6 font-sans text-base font-semibold text-navy-900">{PROOF_TEXT.mentionsTitle}</h2>
        <Pairs
          testId="proof-mentions"
          items={mentions.map((m) => [`${m.number}° ${m.label}`, m.value])}
          classes={{
            ...PROOF_ROWS,
            pair: `${PROOF_ROWS.pair} py-2.5`,
            value: `font-semibold ${PROOF_ROWS.value}`,
          }}
        />
        <h2 className="mt-6 font-sans text-base font-semibold text-navy-900">{PROOF_TEXT.detailsTitle}</h2>
        <Pairs
          testId="proof-details"
          items={details.map((d) => [d.label, d.value])}
          classes={{ ...PROOF_ROWS, pair: `${PROOF_ROWS.pair} py-2` }}
        />
        <p className="mt-6 text-xs text-muted">{PROOF_TEXT.footer}</p>
        <p className="sr-only">{job.reference}</p>
      </article>
    </div>
  );
}
