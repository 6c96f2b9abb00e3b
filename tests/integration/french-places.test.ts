/**
 * The office reads French whatever the client's language: an English request's places are shown in
 * French on the staff screens and found by French words, while what is stored (and what the client
 * reads) stays as the client saw it.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { reservations } from "~/db/schema";
import { parseReservationFilters } from "~/domain/admin/filters";
import { listReservations } from "~/lib/admin-store.server";
import { loadPlanner } from "~/lib/planner-store.server";
import { testDatabases } from "../helpers/databases";
import { reservationValues, staffDatabase } from "./admin-helpers";

const EN_AIRPORT = "Nice Côte d’Azur Airport — Terminal 2, France";
const FR_AIRPORT = "Aéroport Nice Côte d’Azur — Terminal 2, France";

describe.each(testDatabases())("places in French for the office, on %s", (_name, make) => {
  staffDatabase(make);

  it("lists and plans an English request with its places in French, found by French words", async () => {
    await db()
      .insert(reservations)
      .values([
        reservationValues({
          reference: "RC-FRP001",
          language: "en",
          departure: EN_AIRPORT,
          arrival: "Monaco",
          status: "confirmed",
          date: "2027-05-21",
        }),
        reservationValues({ reference: "RC-FRP002", departure: "Cannes", arrival: "Monaco" }),
      ]);
    const found = await listReservations(parseReservationFilters(new URLSearchParams("q=aeroport nice")));
    expect(found.rows.map((r) => [r.reference, r.departure])).toEqual([["RC-FRP001", FR_AIRPORT]]);
    const { jobs } = await loadPlanner({ from: "2027-05-21", to: "2027-05-21" });
    expect(jobs.find((j) => j.reference === "RC-FRP001")!.departure).toBe(FR_AIRPORT);
    // Stored as the client saw it.
    const [row] = await db().select().from(reservations).where(eq(reservations.reference, "RC-FRP001"));
    expect(row!.departure).toBe(EN_AIRPORT);
  });
});
