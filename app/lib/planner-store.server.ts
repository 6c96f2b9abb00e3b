import { count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { reservations } from "~/db/schema";

/** Requests no one has answered yet (status "new"): the staff area's badge and the planner's top. */
export async function countAwaitingAnswer(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(reservations).where(eq(reservations.status, "new"));
  return row?.n ?? 0;
}
