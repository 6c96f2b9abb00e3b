import { describe, expect, it } from "vitest";
import {
  diffClient,
  diffTrip,
  readClientEdit,
  readPriceOverride,
  readTripEdit,
  samePhone,
  samePlace,
  tripEditOf,
} from "./edit";

const base = {
  departure: "Nice aéroport",
  arrival: "Monaco",
  date: "2027-05-20",
  time: "14:30",
  passengers: "2",
  luggage: "1",
  flightNumber: "",
};

describe("staff edits", () => {
  it("reads a one-way edit, normalising the flight number and keeping only the extras asked", () => {
    const read = readTripEdit(
      { ...base, flightNumber: "af 123", "extra-babySeat": "1", "extra-pet": "0" },
      "oneWay",
    );
    expect(read).toEqual({
      ok: true,
      data: {
        departure: "Nice aéroport",
        arrival: "Monaco",
        date: "2027-05-20",
        time: "14:30",
        returnDate: null,
        returnTime: null,
        passengers: 2,
        luggage: 1,
        flightNumber: "AF123",
        extras: { babySeat: 1 },
        nameBoard: null,
      },
    });
  });

  it("refuses a time off the quarter hour, a return before the outbound, an extra over its maximum", () => {
    expect(readTripEdit({ ...base, time: "14:10" }, "oneWay")).toEqual({ ok: false, error: "time" });
    expect(readTripEdit({ ...base, returnDate: "2027-05-20", returnTime: "14:00" }, "return")).toEqual({
      ok: false,
      error: "return",
    });
    expect(readTripEdit({ ...base, "extra-babySeat": "99" }, "oneWay")).toEqual({
      ok: false,
      error: "extras",
    });
    expect(readTripEdit({ ...base, departure: " " }, "oneWay")).toEqual({ ok: false, error: "place" });
  });

  it("takes the name board's text: written, the board is ordered; emptied, it goes; too long, refused", () => {
    const read = readTripEdit(
      { ...base, nameBoard: "  M.  et Mme Hartley ", "extra-nameBoard": "0" },
      "oneWay",
    );
    expect(read.ok && [read.data.nameBoard, read.data.extras]).toEqual([
      "M. et Mme Hartley",
      { nameBoard: 1 },
    ]);
    const none = readTripEdit({ ...base, nameBoard: " ", "extra-nameBoard": "1" }, "oneWay");
    expect(none.ok && [none.data.nameBoard, none.data.extras]).toEqual([null, {}]);
    expect(readTripEdit({ ...base, nameBoard: "x".repeat(61) }, "oneWay")).toEqual({
      ok: false,
      error: "nameBoard",
    });
    expect(readTripEdit({ ...base, nameBoard: "a\u0007b" }, "oneWay")).toEqual({
      ok: false,
      error: "nameBoard",
    });
    const before = {
      ...tripEditOf({
        ...base,
        passengers: 2,
        luggage: 1,
        returnDate: null,
        returnTime: null,
        flightNumber: null,
        extras: { nameBoard: 1 },
        nameBoard: "HARTLEY",
      }),
      priceCents: 100,
    };
    expect(diffTrip(before, { ...before, nameBoard: "M. Hartley" })).toEqual([
      { field: "nameBoard", from: "HARTLEY", to: "M. Hartley" },
    ]);
    // A text left from a board no longer ordered reads as none.
    expect(tripEditOf({ ...before, extras: {}, nameBoard: "HARTLEY" }).nameBoard).toBeNull();
  });

  it("an hourly hire keeps one place for both ends", () => {
    const read = readTripEdit({ ...base, arrival: "" }, "hourly");
    expect(read.ok && read.data.arrival).toBe("Nice aéroport");
  });

  it("lists only what changed, the price in euros", () => {
    const read = readTripEdit(base, "oneWay");
    if (!read.ok) throw new Error("the base edit must read");
    const before = { ...read.data, priceCents: 13_000 };
    const after = { ...read.data, passengers: 4, priceCents: 15_550 };
    expect(diffTrip(before, after)).toEqual([
      { field: "passengers", from: "2", to: "4" },
      { field: "priceCents", from: "130.00", to: "155.50" },
    ]);
  });

  it("needs a price and a reason to set the price by hand", () => {
    expect(readPriceOverride({ price: "180,5", reason: "Attente" })).toEqual({
      ok: true,
      cents: 18_050,
      reason: "Attente",
    });
    expect(readPriceOverride({ price: "180", reason: " " })).toEqual({ ok: false, error: "reason" });
    expect(readPriceOverride({ price: "0", reason: "x" })).toEqual({ ok: false, error: "price" });
  });

  it("compares places and phones as people write them", () => {
    expect(samePlace("Aéroport Nice Côte d’Azur", "aeroport nice cote d azur")).toBe(true);
    expect(samePlace("Monaco", "Menton")).toBe(false);
    expect(samePhone("+33 6 12 34 56 78", "06.12.34.56.78")).toBe(true);
    expect(samePhone("+33 6 12 34 56 78", "+33 6 12 34 56 79")).toBe(false);
    expect(samePhone("123", "123")).toBe(false);
  });
});

describe("the client's details corrected by the office", () => {
  const fields = {
    firstName: " James ",
    lastName: "Whitfield",
    email: "James.W@Example.com",
    phone: "+44 7700 900123",
    language: "en",
  };

  const storedAs = (phone: string) => ({ phone, passengerName: null, passengerPhone: null });

  it("reads them as the booking form does; the e-mail may be empty only on a request the office took", () => {
    expect(readClientEdit(fields, true)).toEqual({
      ok: true,
      data: {
        firstName: "James",
        lastName: "Whitfield",
        email: "james.w@example.com",
        phone: "+44 7700 900123",
        language: "en",
        passengerName: null,
        passengerPhone: null,
      },
    });
    expect(readClientEdit({ ...fields, email: "" }, false)).toMatchObject({
      ok: true,
      data: { email: null },
    });
    expect(readClientEdit({ ...fields, email: "" }, true)).toEqual({ ok: false, error: "email" });
    expect(readClientEdit({ ...fields, email: "james@" }, false)).toEqual({ ok: false, error: "email" });
    expect(readClientEdit({ ...fields, phone: "call me" }, true)).toEqual({ ok: false, error: "phone" });
    expect(readClientEdit({ ...fields, phone: "06 12 34 56 7" }, false)).toEqual({
      ok: false,
      error: "phone",
    });
    expect(readClientEdit({ ...fields, language: "de" }, true)).toEqual({ ok: false, error: "language" });
    // A phone stored before today's rule (decision 040) does not stop the rest being corrected; a new one is checked.
    expect(
      readClientEdit({ ...fields, phone: " 06 12 34 56 7 " }, false, storedAs("06 12 34 56 7")),
    ).toMatchObject({
      ok: true,
      data: { phone: "06 12 34 56 7" },
    });
    expect(readClientEdit({ ...fields, phone: "06 98 76 54 3" }, false, storedAs("06 12 34 56 7"))).toEqual({
      ok: false,
      error: "phone",
    });
  });

  it("lists what changed, the language by its name", () => {
    const before = {
      firstName: "James",
      lastName: "Whitfield",
      email: null,
      phone: "+44 7700 900123",
      language: "en" as const,
      passengerName: null,
      passengerPhone: null,
    };
    const after = { ...before, email: "james@example.com", language: "fr" as const };
    expect(diffClient(before, after, (l) => (l === "fr" ? "Français" : "Anglais"))).toEqual([
      { field: "email", from: null, to: "james@example.com" },
      { field: "language", from: "Anglais", to: "Français" },
    ]);
    expect(diffClient(before, before, String)).toEqual([]);
  });

  it("takes who travels when the client books for someone else; a passenger's phone needs their name", () => {
    expect(
      readClientEdit(
        { ...fields, passengerName: "  Mrs  Eleanor Vance ", passengerPhone: "+1 212 555 0147" },
        true,
      ),
    ).toMatchObject({
      ok: true,
      data: { passengerName: "Mrs Eleanor Vance", passengerPhone: "+1 212 555 0147" },
    });
    expect(readClientEdit({ ...fields, passengerName: "", passengerPhone: "" }, true)).toMatchObject({
      ok: true,
      data: { passengerName: null, passengerPhone: null },
    });
    expect(readClientEdit({ ...fields, passengerName: "", passengerPhone: "06 12 34 56 78" }, true)).toEqual({
      ok: false,
      error: "passengerName",
    });
    expect(readClientEdit({ ...fields, passengerName: "<b>Eleanor</b>" }, true)).toEqual({
      ok: false,
      error: "passengerName",
    });
    expect(
      readClientEdit({ ...fields, passengerName: "Eleanor Vance", passengerPhone: "555" }, true),
    ).toEqual({
      ok: false,
      error: "passengerPhone",
    });
    expect(readClientEdit({ ...fields, passengerName: "Mr & Mrs Laurent" }, true)).toMatchObject({
      ok: true,
      data: { passengerName: "Mr & Mrs Laurent" },
    });
    // A form without the passenger's fields (an older page, a script) keeps the passenger stored;
    // a stored phone sent back unchanged is kept as it is, like the client's.
    const stored = { phone: fields.phone!, passengerName: "Eleanor Vance", passengerPhone: "555 0147" };
    expect(readClientEdit(fields, true, stored)).toMatchObject({ ok: true, data: stored });
    const sent = (passengerPhone: string) =>
      readClientEdit({ ...fields, passengerName: "Eleanor Vance", passengerPhone }, true, stored);
    expect(sent(" 555 0147 ")).toMatchObject({ ok: true, data: stored });
    expect(sent("12 34")).toEqual({ ok: false, error: "passengerPhone" });
  });
});
