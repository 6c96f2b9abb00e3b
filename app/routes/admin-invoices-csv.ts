import { parisIsoDate } from "~/domain/admin/format";
import { invoiceJournalCsv } from "~/domain/admin/invoice-journal";
import { requireStaff } from "~/lib/auth.server";
import { invoicesOfYear } from "~/lib/invoice-store.server";
import { STAFF_HEADERS } from "~/utils/route-headers";
import type { Route } from "./+types/admin-invoices-csv";

/**
 * A year's invoices and credit notes as a CSV file for the accountant (decision 045): `?year=2026`,
 * this year (in Paris) by default. Any other value is this year too: the file always answers.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const asked = new URL(request.url).searchParams.get("year") ?? "";
  const thisYear = Number(parisIsoDate(new Date()).slice(0, 4));
  const year = /^20\d{2}$/.test(asked) ? Number(asked) : thisYear;
  const rows = await invoicesOfYear(year);
  return new Response(invoiceJournalCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="factures-${year}.csv"`,
      ...STAFF_HEADERS,
    },
  });
}
