import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import { reservations } from "~/db/schema";
import { setLogLevel } from "~/lib/logger.server";
import * as sheet from "~/routes/admin-sheet";
import { testDatabases } from "../helpers/databases";
import {
  accountWithSession,
  args,
  contextFor,
  get,
  reservationValues,
  testEnv,
  throughStaffLayout,
} from "./admin-helpers";

setLogLevel("silent");

/** What a driver needs on the day sheet: the amount to collect, when the job ends, which time it is. */
describe.each(testDatabases())("driver's day sheet on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let staffCookie: string;
  const context = contextFor(testEnv());

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
    await db()
      .insert(reservations)
      .values([
        // A train arrival at Nice station, its price confirmed by the office.
        reservationValues({
          reference: "RC-SHT001",
          status: "confirmed",
          departure: "Gare de Nice-Ville",
          departureKind: "station",
          arrival: "Cannes",
          flightNumber: "TGV6171",
          finalPriceCents: 18_000,
          date: "2027-05-21",
          time: "14:30",
        }),
        // A landing at the airport.
        reservationValues({
          reference: "RC-SHT002",
          status: "confirmed",
          departureKind: "airport",
          flightNumber: "AF7700",
          date: "2027-05-21",
          time: "09:00",
        }),
        // From an address, the estimate only, with a stop.
        reservationValues({
          reference: "RC-SHT003",
          status: "confirmed",
          departure: "Nice",
          arrival: "Menton",
          stops: [{ label: "Èze", lat: 43.7277, lng: 7.3614, kind: "town", waitingMinutes: 30 }],
          date: "2027-05-21",
          time: "19:00",
        }),
        reservationValues({
          reference: "RC-SHT004",
          status: "confirmed",
          tripType: "hourly",
          departure: "Monaco",
          arrival: "Monaco",
          hireHours: 4,
          finalPriceCents: 40_000,
          date: "2027-05-21",
          time: "16:00",
        }),
        // Out two days before; its way back is on the day of the sheet.
        reservationValues({
          reference: "RC-SHT005",
          status: "confirmed",
          tripType: "return",
          departure: "Cannes",
          arrival: "Aéroport Nice Côte d'Azur",
          priceCents: 26_000,
          date: "2027-05-19",
          time: "09:00",
          returnDate: "2027-05-21",
          returnTime: "11:00",
        }),
        // Booked by a hotel's concierge for a guest (decision 043): one with the guest's phone, one without.
        reservationValues({
          reference: "RC-SHT007",
          status: "confirmed",
          firstName: "Claire",
          lastName: "Martin",
          phone: "04 93 76 50 50",
          passengerName: "M. et Mme Laurent",
          passengerPhone: "+1 212 555 0147",
          date: "2027-05-21",
          time: "07:00",
        }),
        reservationValues({
          reference: "RC-SHT008",
          status: "confirmed",
          firstName: "Claire",
          lastName: "Martin",
          phone: "04 93 76 50 50",
          passengerName: "Mr Okafor",
          date: "2027-05-21",
          time: "07:30",
        }),
        reservationValues({
          reference: "RC-SHT006",
          status: "confirmed",
          priceCents: null,
          durationMin: null,
          date: "2027-05-21",
          time: "22:00",
        }),
      ]);
    staffCookie = (await accountWithSession("sheet.staff@example.com", "staff")).cookie;
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
  });

  it("gives each job its amount to collect, its end and which time it is", async () => {
    const result = await throughStaffLayout(
      get("/admin/planning/sheet?date=2027-05-21", staffCookie),
      context,
      (r) => sheet.loader(args(r, context)),
    );
    expect(result.status).toBe(200);
    const jobs = new Map(JSON.parse(result.body).jobs.map((j: { reference: string }) => [j.reference, j]));
    expect(jobs.get("RC-SHT001")).toMatchObject({
      timeLabel: "Heure d’arrivée prévue du train",
      travelLabel: "Train",
      collect: "À encaisser\u00a0: 180\u00a0€",
      end: "environ 40\u00a0min de route après la prise en charge",
    });
    expect(jobs.get("RC-SHT002")).toMatchObject({
      timeLabel: "Heure d’atterrissage prévue",
      travelLabel: "Vol",
      collect: "À encaisser\u00a0: 130\u00a0€ (prix estimé)",
    });
    expect(jobs.get("RC-SHT003")).toMatchObject({
      timeLabel: "Heure de prise en charge",
      end: "vers 20:10 (environ 40\u00a0min de route et 30\u00a0min d’attente aux arrêts)",
    });
    expect(jobs.get("RC-SHT004")).toMatchObject({
      collect: "À encaisser\u00a0: 400\u00a0€",
      end: "20:00 (mise à disposition de 4\u00a0h)",
    });
    // The way back, at the drop-off: a pickup time, driven straight, the return's price collected once.
    expect(jobs.get("RC-SHT005")).toMatchObject({
      time: "11:00",
      timeLabel: "Heure de prise en charge",
      end: "vers 11:40 (environ 40\u00a0min de route)",
      collect:
        "À encaisser\u00a0: 260\u00a0€ (prix estimé\u00a0; aller et retour, à encaisser une seule fois)",
    });
    expect(jobs.get("RC-SHT006")).toMatchObject({ collect: "Prix à confirmer", end: "Durée non estimée" });
    // The driver greets and calls the guest; the concierge who booked follows, to call when the guest has no phone.
    expect(jobs.get("RC-SHT007")).toMatchObject({
      client: "M. et Mme Laurent",
      phone: "+1 212 555 0147",
      bookedBy: { name: "Claire Martin", phone: "04 93 76 50 50" },
    });
    expect(jobs.get("RC-SHT008")).toMatchObject({
      client: "Mr Okafor",
      phone: null,
      bookedBy: { name: "Claire Martin", phone: "04 93 76 50 50" },
    });
    expect(jobs.get("RC-SHT001")).toMatchObject({ bookedBy: null });
  });
});
