import { data } from "react-router";
import { proofPdf } from "~/domain/admin/proof";
import { PROOF_TEXT } from "~/i18n/staff";
import { requireStaff } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { proofCompany, proofFor } from "~/lib/proof.server";
import type { Route } from "./+types/admin-proof-pdf";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The same proof as a one-page A4 PDF, for the driver's phone or to print (decision 020). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request);
  if (!UUID.test(params.id)) throw data({ notFound: true }, { status: 404 });
  const proof = await proofFor(params.id);
  if (!proof.found) throw data({ notFound: true }, { status: 404 });
  if (!proof.confirmed) throw data({ error: PROOF_TEXT.notConfirmed }, { status: 409 });
  const pdf = proofPdf(proofCompany(context.get(requestInfoContext).env), proof.job);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="bon-${proof.job.reference}.pdf"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
