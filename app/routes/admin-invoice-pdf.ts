import { data } from "react-router";
import { invoicePdf } from "~/domain/admin/invoice";
import { UUID } from "~/domain/ids";
import { requireStaff } from "~/lib/auth.server";
import { invoiceById } from "~/lib/invoice-store.server";
import { STAFF_HEADERS } from "~/utils/route-headers";
import type { Route } from "./+types/admin-invoice-pdf";

/** An invoice or a credit note as a one-page A4 PDF, drawn from what was frozen when it was issued (decision 045). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const invoice = UUID.test(params.invoiceId) ? await invoiceById(params.invoiceId) : null;
  if (!invoice) throw data({ notFound: true }, { status: 404 });
  const prefix = invoice.kind === "credit" ? "avoir" : "facture";
  return new Response(Buffer.from(invoicePdf(invoice.document)), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${prefix}-${invoice.number}.pdf"`,
      ...STAFF_HEADERS,
    },
  });
}
