import { Outlet } from "react-router";
import { StaffErrorBoundary } from "~/components/admin/denied";
import { StaffShell } from "~/components/admin/staff-shell";
import { countOpenMessages } from "~/lib/admin-store.server";
import { getStaff, requireStaff } from "~/lib/auth.server";
import { log } from "~/lib/logger.server";
import { countAwaitingAnswer } from "~/lib/planner-store.server";
import type { Route } from "./+types/staff-layout";

/**
 * The staff area's one gate (decision 019): every page under /admin passes here first. Nobody signed
 * in → /auth and back; an account without a role → 403. A failed role lookup is let through so the
 * dashboard can show its frame; each page then asks for what it needs (requireStaff reads the answer
 * this lookup left, it does not query again).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }) => {
    await requireStaff(request, { tolerateRoleFailure: true });
  },
];

export { staffHeaders as headers } from "~/utils/route-headers";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = (await getStaff(request))!;
  let awaiting: number | null = null;
  let openMessages: number | null = null;
  if (staff.role) {
    try {
      [awaiting, openMessages] = await Promise.all([countAwaitingAnswer(), countOpenMessages()]);
    } catch (error) {
      log.error("staff layout: could not count the requests awaiting an answer or the open messages", {
        error,
      });
    }
  }
  return {
    staff: { email: staff.user.email, fullName: staff.user.fullName, role: staff.role },
    awaiting,
    openMessages,
  };
}

export function ErrorBoundary() {
  return (
    <StaffShell staff={null} awaiting={null}>
      <StaffErrorBoundary />
    </StaffShell>
  );
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell
      staff={loaderData.staff}
      awaiting={loaderData.awaiting}
      openMessages={loaderData.openMessages}
    >
      <Outlet />
    </StaffShell>
  );
}
