import { proofPdf } from "~/domain/admin/proof";
import { requireStaff } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { confirmedProof } from "~/lib/proof.server";
import { STAFF_HEADERS } from "~/utils/route-headers";
import type { Route } from "./+types/admin-proof-pdf";

/** The same proof as a one-page A4 PDF, for the driver's phone or to print (decision 020). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const proof = await confirmedProof(params.id, context.get(requestInfoContext).env, request);
  const pdf = proofPdf(proof.company, proof.job);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="bon-${proof.job.reference}${proof.van > 1 ? `-vehicule-${proof.van}` : ""}.pdf"`,
      ...STAFF_HEADERS,
    },
  });
}
