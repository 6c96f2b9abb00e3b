/**
 * The trips clients ask for (issue 11 §2, decision 017), through the booking action: a return on
 * festival dates, three stops, an hourly hire during the Grand Prix, a group needing two vehicles,
 * extras; every price recomputed on the server and stored with its lines.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingAction, bookingLoaderData } from "~/booking/flow.server";
import { type Database, setDatabase } from "~/db/client.server";
import { reservations } from "~/db/schema";
import { TARIFF } from "~/domain/pricing/tariff";
import { dictionary } from "~/i18n";
import { getEnv } from "~/lib/env.server";
import { loader as confirmationLoader } from "~/routes/confirmation";
import { formRequest, routeContext, testEnv } from "../helpers/context";
import { testDatabases } from "../helpers/databases";

const NOW = new Date("2026-11-22T10:00:00Z");

const contact = {
  firstName: "Claire",
  lastName: "Dubois",
  email: "claire@example.com",
  phone: "+33 6 12 34 56 78",
  message: "",
  passengers: "2",
  luggage: "2",
};

function submit(fields: Record<string, string>, options: { lang?: "fr" | "en"; cookie?: string } = {}) {
  const lang = options.lang ?? "fr";
  return bookingAction({
    request: formRequest(
      lang === "en" ? "http://localhost/en/reservations" : "http://localhost/reservations",
      fields,
      {
        cookie: options.cookie,
      },
    ),
    lang,
    clientIp: "10.3.0.1",
    env: { ...getEnv(), BOOKING_RATE_LIMIT: 100_000 },
    now: NOW,
  });
}

type Failure = { data: { step: number; errors: Record<string, string> }; init: { status: number } };

describe.each(testDatabases())("trips on %s", (_name, make) => {
  const target = make();
  let database: Database;
  testEnv();

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
  });
  afterAll(async () => {
    await database.close();
    await target.dispose();
  });

  async function stored(result: unknown) {
    expect(result instanceof Response, JSON.stringify((result as Failure).data ?? null)).toBe(true);
    const reference = (result as Response).headers.get("location")!.split("ref=")[1]!;
    const [row] = await database.db.select().from(reservations).where(eq(reservations.reference, reference));
    return row!;
  }

  it("stores a return Nice airport ↔ Cannes on Festival dates, each leg priced on its own date", async () => {
    const row = await stored(
      await submit({
        intent: "confirm",
        step: "4",
        tripType: "return",
        departure: "Aéroport Nice Côte d'Azur Terminal 1",
        arrival: "Cannes",
        date: "2027-05-20",
        time: "15:00",
        returnDate: "2027-05-22",
        returnTime: "23:30",
        ...contact,
      }),
    );
    expect(row).toMatchObject({ tripType: "return", returnDate: "2027-05-22", returnTime: "23:30" });
    // Out: 120 € + 20 % festival → 145 €. Back: 120 € + 20 % night + 20 % festival → 170 €, −10 % → 155 €.
    expect(row.priceCents).toBe(30000);
    const codes = row.priceLines!.map((l) => `${l.part}:${l.code}${l.id ? `:${l.id}` : ""}`);
    expect(codes).toEqual([
      "outbound:fixedFare",
      "outbound:surcharge:cannes-festival",
      "outbound:rounding",
      "return:fixedFare",
      "return:surcharge:night",
      "return:surcharge:cannes-festival",
      "return:rounding",
      "return:returnDiscount",
      "return:rounding",
    ]);
    expect(row.priceLines!.reduce((sum, l) => sum + l.cents, 0)).toBe(30000);
  });

  it("stores a villa and a house on the Promenade as typed, each placed where it is (decision 016)", async () => {
    const row = await stored(
      await submit({
        intent: "confirm",
        step: "4",
        tripType: "oneWay",
        departure: "Villa Les Cèdres St Jean Cap Ferrat",
        arrival: "45 promenade des Anglais",
        date: "2027-03-12",
        time: "10:00",
        ...contact,
      }),
    );
    expect(row).toMatchObject({
      departure: "Villa Les Cèdres St Jean Cap Ferrat",
      arrival: "45 promenade des Anglais",
      departureKind: "address",
      arrivalKind: "address",
    });
    // Saint-Jean-Cap-Ferrat's centre, and the Promenade des Anglais rather than the centre of Nice.
    expect([row.departureLat, row.departureLng]).toEqual([43.6885, 7.3327]);
    expect([row.arrivalLat, row.arrivalLng]).toEqual([43.6947, 7.257]);
  });

  it("stores three stops with their waiting, priced by the route through them", async () => {
    const row = await stored(
      await submit({
        intent: "confirm",
        step: "4",
        departure: "Nice",
        arrival: "Menton",
        stop1: "Villefranche-sur-Mer",
        stop1Wait: "0",
        stop2: "Èze",
        stop2Wait: "30",
        stop3: "Monaco",
        stop3Wait: "15",
        date: "2027-03-10",
        time: "10:00",
        ...contact,
      }),
    );
    expect(row.stops.map((s) => [s.label.split(",")[0], s.waitingMinutes])).toEqual([
      ["Villefranche-sur-Mer", 0],
      ["Èze", 30],
      ["Monaco", 15],
    ]);
    expect(row.priceLines!.find((l) => l.code === "stops")).toMatchObject({ quantity: 3, cents: 4500 });
    expect(row.priceLines!.find((l) => l.code === "waiting")).toMatchObject({ minutes: 45, cents: 4500 });
    expect(row.priceLines!.reduce((sum, l) => sum + l.cents, 0)).toBe(row.priceCents);
  });

  it("stores a 6-hour hire in Monaco during the Grand Prix", async () => {
    const row = await stored(
      await submit(
        {
          intent: "confirm",
          step: "4",
          tripType: "hourly",
          departure: "Monaco",
          arrival: "ignored for a hire",
          hours: "6",
          date: "2027-06-05",
          time: "09:00",
          ...contact,
        },
        { lang: "en" },
      ),
    );
    // 6 × 85 € = 510 € + 25 % Grand Prix = 637.50 € → 640 €.
    expect(row).toMatchObject({ tripType: "hourly", hireHours: 6, hireFullDay: false, priceCents: 64000 });
    expect(row.arrival).toBe(row.departure);
    expect(row.distanceKm).toBeNull();
    expect(row.priceLines![0]).toMatchObject({ code: "hire", hours: 6, km: 180 });
  });

  it("offers 9 passengers with 10 bags two V-Class, and stores the price the summary showed", async () => {
    let cookie = "";
    const step = async (fields: Record<string, string>) => {
      const result = await submit(fields, { cookie });
      const set = result instanceof Response ? result.headers.get("set-cookie") : null;
      if (set) cookie = set.split(";")[0]!;
      return result;
    };
    await step({
      intent: "next",
      step: "1",
      departure: "Aéroport Nice Côte d'Azur Terminal 2",
      arrival: "Cannes",
    });
    const r2 = await step({
      intent: "next",
      step: "2",
      date: "2027-03-10",
      hour: "14",
      minute: "00",
      passengers: "9",
      luggage: "10",
      vehicle: "standard",
    });
    expect((r2 as Response).headers.get("location")).toBe("/reservations?step=3");
    await step({ intent: "next", step: "3", ...contact, passengers: "9", luggage: "10" });
    const summary = await bookingLoaderData(
      new Request("http://localhost/reservations?step=4", { headers: { Cookie: cookie } }),
      getEnv(),
      "fr",
      NOW,
    );
    expect(summary.step).toBe(4);
    // One V-Class Nice airport → Cannes is 120 €; the second one the same: 240 €.
    expect(summary.quote).toMatchObject({ totalCents: 24000, vehicle: "standard", vehicles: 2 });
    expect(summary.quote?.lines.map((l) => l.code)).toContain("extraVehicle");
    const row = await stored(await step({ intent: "confirm", step: "4" }));
    expect(row).toMatchObject({ passengers: 9, luggage: 10, vehicle: "standard", vehicles: 2 });
    expect(row.priceCents).toBe(summary.quote?.totalCents);
    expect(row.priceLines).toEqual(summary.quote?.lines);
  });

  it("takes a larger vehicle on request for a group, with no figure", async () => {
    const row = await stored(
      await submit({
        intent: "confirm",
        step: "4",
        departure: "Aéroport Nice Côte d'Azur Terminal 2",
        arrival: "Cannes",
        date: "2027-03-10",
        time: "14:00",
        ...contact,
        passengers: "12",
        luggage: "14",
        vehicle: "larger",
      }),
    );
    expect(row).toMatchObject({ vehicle: "larger", vehicles: 0, priceCents: null });
  });

  it("stores the extras and the name board, each at its tariff price", async () => {
    const row = await stored(
      await submit({
        intent: "confirm",
        step: "4",
        departure: "Aéroport Nice Côte d'Azur Terminal 2",
        arrival: "Cannes",
        date: "2027-03-10",
        time: "14:00",
        ...contact,
        passengers: "3",
        babySeat: "1",
        skiBag: "2",
        nameBoard: "  M. et Mme Dubois ",
      }),
    );
    expect(row.extras).toEqual({ babySeat: 1, skiBag: 2, nameBoard: 1 });
    expect(row.nameBoard).toBe("M. et Mme Dubois");
    expect(row.priceCents).toBe(12000 + 1000 + 2000);
  });

  it("recaps on the confirmation page what the client asked: the return leg, the stops, the hire, which time it is", async () => {
    /** The confirmation page's rows for the request a post stored, read with the browser's proof. */
    async function recap(result: unknown, lang: "fr" | "en") {
      const sent = result as Response;
      const proof = sent.headers
        .getSetCookie()
        .find((c) => c.startsWith("booking_sent="))!
        .split(";")[0]!;
      const page = (await confirmationLoader({
        request: new Request(`http://localhost${sent.headers.get("location")}`, {
          headers: { Cookie: proof },
        }),
        context: routeContext(getEnv(), "10.3.0.1", lang),
        params: {},
      } as never)) as unknown as { data: { kind: string; rows: [string, string | null][] } };
      expect(page.data.kind).toBe("sent");
      const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
      return new Map(
        page.data.rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => [flat(label), flat(value)]),
      );
    }
    const back = await recap(
      await submit({
        intent: "confirm",
        step: "4",
        tripType: "return",
        departure: "Aéroport Nice Côte d'Azur Terminal 2",
        arrival: "Villefranche-sur-Mer",
        date: "2027-04-10",
        time: "14:30",
        flightNumber: "AF7700",
        returnDate: "2027-04-15",
        returnTime: "18:15",
        ...contact,
      }),
      "fr",
    );
    expect(back.get("Heure d’atterrissage prévue")).toBe("14:30");
    expect(back.has("Heure de prise en charge")).toBe(false);
    // The date is labelled as step 4 labels it: the day of the landing at an airport.
    expect(back.get("Date d’arrivée")).toBe("samedi 10 avril 2027");
    expect(back.has("Date")).toBe(false);
    expect(back.get("Type de trajet")).toBe("Aller-retour");
    expect(back.get("Retour")).toMatch(/^jeudi 15 avril 2027, 18:15 \(heure de prise en charge\)\n/);
    expect(back.get("Vol")).toBe("AF7700");
    expect(back.get("Nom")).toBe("Claire Dubois");
    const stops = await recap(
      await submit(
        {
          intent: "confirm",
          step: "4",
          departure: "Cannes",
          arrival: "Monaco",
          stop1: "Èze",
          stop1Wait: "15",
          date: "2027-03-10",
          time: "10:00",
          ...contact,
        },
        { lang: "en" },
      ),
      "en",
    );
    expect(stops.get("Stops")).toMatch(/^1\. Èze.* \(waiting 15 min\)$/);
    expect(stops.get("Pickup time")).toBe("10:00");
    expect(stops.get("Pickup date")).toBe("Wednesday, 10 March 2027");
    // Two vehicles are named as step 4 names them.
    for (const lang of ["fr", "en"] as const) {
      const group = await recap(
        await submit(
          {
            ...contact,
            intent: "confirm",
            step: "4",
            departure: "Cannes",
            arrival: "Monaco",
            date: "2027-03-12",
            time: "10:00",
            passengers: "9",
          },
          { lang },
        ),
        lang,
      );
      expect(group.get(lang === "fr" ? "Véhicules" : "Vehicles")).toBe(
        dictionary(lang).booking.trips.vehiclesValue(2, TARIFF.capacity.vehicle.label[lang]),
      );
    }
    const hire = await recap(
      await submit(
        {
          intent: "confirm",
          step: "4",
          tripType: "hourly",
          departure: "Monaco",
          hours: "4",
          date: "2027-03-11",
          time: "09:00",
          ...contact,
        },
        { lang: "en" },
      ),
      "en",
    );
    // A hire has no drop-off to repeat; its length is said instead.
    expect(hire.has("Arrival")).toBe(false);
    expect(hire.get("Length")).toMatch(/^4 hours/);
  });

  it("refuses what the tariff does not allow, with messages in both languages", async () => {
    const trip = {
      intent: "confirm",
      step: "4",
      departure: "Aéroport Nice Côte d'Azur Terminal 1",
      arrival: "Cannes",
      date: "2027-03-10",
      time: "14:00",
      ...contact,
    };
    const cases: [Record<string, string>, "fr" | "en", string, RegExp][] = [
      [
        { tripType: "return", returnDate: "2027-03-10", returnTime: "14:15" },
        "fr",
        "returnTime",
        /après l’arrivée/,
      ],
      [
        { tripType: "return", returnDate: "2027-03-09", returnTime: "18:00" },
        "en",
        "returnTime",
        /after the outbound/,
      ],
      [{ tripType: "return" }, "fr", "returnDate", /obligatoire/],
      [{ tripType: "hourly", hours: "13" }, "en", "hours", /2 to 12 hours/],
      [{ tripType: "hourly", hours: "" }, "fr", "hours", /obligatoire/],
      [{ babySeat: "2", childSeat: "1" }, "fr", "babySeat", /plus de sièges enfant/],
      [{ babySeat: "9" }, "en", "babySeat", /more than we can provide/],
      [{ stop1: "Antibes", stop1Wait: "7" }, "fr", "stop1Wait", /attente/],
      [
        { stop1: "Antibes", stop2: "Biot", stop3: "Vence", stop4: "Grasse" },
        "en",
        "stop3",
        /Three stops at most/,
      ],
      [{ passengers: "15" }, "en", "passengers", /1 to 14/],
    ];
    for (const [override, lang, field, message] of cases) {
      const result = (await submit({ ...trip, ...override }, { lang })) as Failure;
      expect(result instanceof Response, JSON.stringify(override)).toBe(false);
      expect(result.init.status, JSON.stringify(override)).toBe(400);
      expect(result.data.errors[field], JSON.stringify(override)).toMatch(message);
    }
  });

  it("walks the steps of a return and shows the server's price of the whole request", async () => {
    let cookie = "";
    const step = async (fields: Record<string, string>) => {
      const result = await submit(fields, { cookie });
      const set = result instanceof Response ? result.headers.get("set-cookie") : null;
      if (set) cookie = set.split(";")[0]!;
      return result;
    };
    const r1 = await step({
      intent: "next",
      step: "1",
      tripType: "return",
      departure: "Aéroport Nice Côte d'Azur Terminal 1",
      arrival: "Cannes",
    });
    expect((r1 as Response).headers.get("location")).toBe("/reservations?step=2");
    const r2 = await step({
      intent: "next",
      step: "2",
      date: "2027-05-20",
      hour: "15",
      minute: "00",
      returnDate: "2027-05-22",
      returnHour: "23",
      returnMinute: "30",
      passengers: "2",
      luggage: "2",
    });
    expect((r2 as Response).headers.get("location")).toBe("/reservations?step=3");
    const page = await bookingLoaderData(
      new Request("http://localhost/reservations?step=3", { headers: { Cookie: cookie } }),
      getEnv(),
      "fr",
      NOW,
    );
    expect(page.step).toBe(3);
    expect(page.quote?.totalCents).toBe(30000);
    expect(page.arrivalWaiting).toBe(60);
    expect(page.tripOptions.extras.find((e) => e.id === "babySeat")?.label).toMatch(/Siège bébé/);
  });
});
