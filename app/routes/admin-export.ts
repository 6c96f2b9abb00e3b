import { reservationsCsv } from "~/domain/admin/export";
import { parseReservationFilters } from "~/domain/admin/filters";
import { parisIsoDate } from "~/domain/admin/format";
import { exportReservations } from "~/lib/admin-store.server";
import { requireStaff } from "~/lib/auth.server";
import { STAFF_HEADERS } from "~/utils/route-headers";
import type { Route } from "./+types/admin-export";

/** The filtered reservations as a CSV file for French Excel (same filters as the list, no paging). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const filters = parseReservationFilters(new URL(request.url).searchParams);
  const rows = await exportReservations(filters);
  const name = `reservations-${parisIsoDate(new Date())}.csv`;
  return new Response(reservationsCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      ...STAFF_HEADERS,
    },
  });
}
