/**
 * What every staff page's route module exports besides its own `meta` and `loader`: the staff error
 * page (sign in, or not allowed) and the staff headers (never cached, never indexed).
 * A route takes both in one line: `export { ErrorBoundary, headers } from "~/components/admin/staff-route";`
 */

export { staffHeaders as headers } from "~/utils/route-headers";
export { StaffErrorBoundary as ErrorBoundary } from "./denied";
