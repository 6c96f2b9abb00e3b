import { describe, expect, it } from "vitest";
import { cancelConfirmText, followTexts } from "~/i18n/follow";
import {
  cancelStake,
  checkClientCancel,
  FREE_CANCELLATION_HOURS,
  followLinkExpired,
  freeCancellationUntil,
  pickupRows,
  vehicleText,
} from "./follow";

describe("the client's follow-up link", () => {
  const trip = { status: "confirmed", date: "2027-07-14", time: "10:00" }; // 08:00 UTC (summer time)

  it("uses the terms' 48 hours", () => {
    expect(FREE_CANCELLATION_HOURS).toBe(48);
    expect(new Date(freeCancellationUntil(trip.date, trip.time)).toISOString()).toBe(
      "2027-07-12T08:00:00.000Z",
    );
  });

  it("lets the client cancel before the cut-off, never at or after it, never a closed request", () => {
    expect(checkClientCancel(trip, new Date("2027-07-12T07:59:59Z"))).toEqual({ ok: true });
    expect(checkClientCancel(trip, new Date("2027-07-12T08:00:00Z"))).toEqual({
      ok: false,
      error: "too-late",
    });
    expect(checkClientCancel({ ...trip, status: "new" }, new Date("2027-07-01T00:00:00Z"))).toEqual({
      ok: true,
    });
    for (const status of ["cancelled", "declined", "completed"]) {
      expect(checkClientCancel({ ...trip, status }, new Date("2027-07-01T00:00:00Z"))).toEqual({
        ok: false,
        error: "closed",
      });
    }
  });

  it("counts in Paris time across the change of hour", () => {
    // 29 March 2027 10:00 in Paris (summer time since the 28th) is 08:00 UTC; 48 elapsed hours before is
    // 27 March 08:00 UTC, which Paris, still on winter time, reads as 09:00.
    expect(new Date(freeCancellationUntil("2027-03-29", "10:00")).toISOString()).toBe(
      "2027-03-27T08:00:00.000Z",
    );
  });

  it("expires a day after the pickup", () => {
    expect(followLinkExpired(trip, new Date("2027-07-15T08:00:00Z"))).toBe(false);
    expect(followLinkExpired(trip, new Date("2027-07-15T08:00:01Z"))).toBe(true);
  });

  it("names the chauffeur or the vehicle released by a cancellation only once they are reserved", () => {
    const driver = { driverFirstName: "Luca", vehicleModel: null, vehiclePlate: null };
    const vehicle = { driverFirstName: null, vehicleModel: "Mercedes Classe V", vehiclePlate: "GH-456-JK" };
    const both = { ...driver, vehicleModel: "Mercedes Classe V", vehiclePlate: "GH-456-JK" };
    // Not yet confirmed: nobody is reserved for the client, whatever the office has pencilled in.
    expect(cancelStake("new", null)).toBe("request");
    expect(cancelStake("quoted", both)).toBe("request");
    expect(cancelStake("confirmed", null)).toBe("booking");
    expect(cancelStake("confirmed", driver)).toEqual({ drivers: 1, vehicles: 0 });
    expect(cancelStake("confirmed", vehicle)).toEqual({ drivers: 0, vehicles: 1 });
    expect(cancelStake("confirmed", { ...vehicle, vehicleModel: null })).toEqual({ drivers: 0, vehicles: 1 });
    expect(cancelStake("confirmed", both)).toEqual({ drivers: 1, vehicles: 1 });
    // Several vehicles: whatever their crews have, counted.
    expect(cancelStake("confirmed", { ...vehicle, others: [driver] })).toEqual({ drivers: 1, vehicles: 1 });
    expect(cancelStake("confirmed", { ...both, others: [both] })).toEqual({ drivers: 2, vehicles: 2 });

    for (const [lang, chauffeur, car] of [
      ["fr", /chauffeur/i, /véhicule/i],
      ["en", /chauffeur/i, /vehicle/i],
    ] as const) {
      const texts = followTexts(lang).cancelConfirmText;
      for (const stake of ["request", "booking"] as const) {
        expect(texts[stake], `${lang} ${stake}`).not.toMatch(chauffeur);
        expect(texts[stake], `${lang} ${stake}`).not.toMatch(car);
      }
      expect(texts.reserved({ drivers: 1, vehicles: 0 })).toMatch(chauffeur);
      expect(texts.reserved({ drivers: 1, vehicles: 0 })).not.toMatch(car);
      expect(texts.reserved({ drivers: 0, vehicles: 1 })).toMatch(car);
      expect(texts.reserved({ drivers: 0, vehicles: 1 })).not.toMatch(chauffeur);
      expect(texts.reserved({ drivers: 1, vehicles: 1 })).toMatch(chauffeur);
      expect(texts.reserved({ drivers: 1, vehicles: 1 })).toMatch(car);
    }
    expect(followTexts("fr").cancelConfirmText.request).toBe(
      "Votre demande sera annulée sans frais. Cette action est définitive.",
    );
    expect(followTexts("en").cancelConfirmText.booking).toBe(
      "Your booking will be cancelled free of charge. This cannot be undone.",
    );
  });

  it("speaks of the chauffeurs and vehicles in the plural when several vans have theirs (decision 037)", () => {
    const both = { driverFirstName: "Luca", vehicleModel: "V 300d", vehiclePlate: "GH-456-JK" };
    const vehicleOnly = { driverFirstName: null, vehicleModel: "V 250", vehiclePlate: "LM-789-NP" };
    const says = (lang: "fr" | "en", assignment: Parameters<typeof cancelStake>[1]) =>
      cancelConfirmText(followTexts(lang), cancelStake("confirmed", assignment));
    expect(says("fr", both)).toBe(
      "Votre réservation sera annulée sans frais\u00a0; le chauffeur et le véhicule prévus pour vous seront libérés. Cette action est définitive.",
    );
    expect(says("fr", { ...both, others: [both] })).toBe(
      "Votre réservation sera annulée sans frais\u00a0; les chauffeurs et les véhicules prévus pour vous seront libérés. Cette action est définitive.",
    );
    expect(says("en", { ...both, others: [both] })).toBe(
      "Your booking will be cancelled free of charge, and the chauffeurs and vehicles reserved for you will be released. This cannot be undone.",
    );
    // Two vehicles, one chauffeur so far: each word in its own number.
    expect(says("fr", { ...both, others: [vehicleOnly] })).toContain(
      "le chauffeur et les véhicules prévus pour vous seront libérés",
    );
    expect(says("en", { ...both, others: [vehicleOnly] })).toContain(
      "the chauffeur and the vehicles reserved for you will be released",
    );
    expect(says("fr", { ...vehicleOnly, others: [vehicleOnly] })).toContain(
      "; les véhicules prévus pour vous seront libérés",
    );
    expect(says("en", { ...vehicleOnly, others: [vehicleOnly] })).toContain("the vehicles reserved for you");
    expect(
      says("fr", { ...vehicleOnly, driverFirstName: "Luca", vehicleModel: null, vehiclePlate: null }),
    ).toContain("; le chauffeur prévu pour vous sera libéré");
    // One van of two with a chauffeur, none with a vehicle: the singular.
    expect(
      says("en", {
        ...vehicleOnly,
        driverFirstName: "Luca",
        vehicleModel: null,
        vehiclePlate: null,
        others: [{ driverFirstName: null, vehicleModel: null, vehiclePlate: null }],
      }),
    ).toContain("and the chauffeur reserved for you will be released");
  });
});

describe("the pickup section's rows", () => {
  const t = followTexts("en");
  const luca = {
    driverFirstName: "Luca",
    driverPhone: "+33 6 98 76 54 32",
    vehicleModel: "V 300d",
    vehiclePlate: "GH-456-JK",
  };

  it("name one chauffeur as before, and each vehicle's crew when there are several (decision 037)", () => {
    expect(pickupRows({ ...luca, meetingPoint: "Hall 2" }, t, vehicleText)).toEqual([
      ["Your chauffeur", "Luca"],
      ["Chauffeur’s phone", "+33 6 98 76 54 32"],
      ["Vehicle", "V 300d · GH-456-JK"],
      ["Meeting point", "Hall 2"],
    ]);
    const second = {
      driverFirstName: null,
      driverPhone: null,
      vehicleModel: "V 250",
      vehiclePlate: "LM-789-NP",
    };
    expect(pickupRows({ ...luca, others: [second], meetingPoint: "Hall 2" }, t, vehicleText)).toEqual([
      ["Chauffeur, vehicle 1", "Luca · +33 6 98 76 54 32"],
      ["Vehicle 1", "V 300d · GH-456-JK"],
      ["Chauffeur, vehicle 2", null],
      ["Vehicle 2", "V 250 · LM-789-NP"],
      ["Meeting point", "Hall 2"],
    ]);
  });

  it("lets the page write each chauffeur's phone as a link", () => {
    const link = (phone: string, name: string | null) => `${name ?? ""}[tel:${phone.replace(/ /g, "")}]`;
    expect(pickupRows({ ...luca, meetingPoint: "Hall 2" }, t, vehicleText, link).slice(0, 2)).toEqual([
      ["Your chauffeur", "Luca"],
      ["Chauffeur’s phone", "[tel:+33698765432]"],
    ]);
    expect(pickupRows({ ...luca, others: [luca], meetingPoint: "Hall 2" }, t, vehicleText, link)[2]).toEqual([
      "Chauffeur, vehicle 2",
      "Luca[tel:+33698765432]",
    ]);
  });
});
