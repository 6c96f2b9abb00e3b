import { requireStaff } from "~/lib/auth.server";
import { plannerSignature } from "~/lib/planner-store.server";
import { STAFF_HEADERS } from "~/utils/route-headers";
import type { Route } from "./+types/admin-planning-pulse";

/** What an open planner polls (decision 019): the data's fingerprint, a few bytes, never cached. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return Response.json(await plannerSignature(), {
    headers: STAFF_HEADERS,
  });
}
