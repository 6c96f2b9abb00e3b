import { describe, expect, it } from "vitest";
import {
  crewFieldNames,
  doubleBooked,
  firstNameOf,
  fitCrews,
  legsOf,
  perVan,
  readAssignment,
  readPreviousAssignment,
  sameAssignment,
  vanCount,
  vehicleSchema,
} from "./fleet";
import { findConflicts } from "./planner";

describe("fleet rules", () => {
  it("counts a return leg and a whole hire as time taken", () => {
    expect(legsOf({ date: "2027-05-20", time: "09:00", durationMin: 40 })).toEqual([
      { date: "2027-05-20", time: "09:00", minutes: 40 },
    ]);
    expect(
      legsOf({
        date: "2027-05-20",
        time: "09:00",
        durationMin: 40,
        tripType: "return",
        returnDate: "2027-05-20",
        returnTime: "18:00",
      }),
    ).toHaveLength(2);
    expect(
      legsOf({ date: "2027-05-20", time: "09:00", durationMin: 40, tripType: "hourly", hireHours: 4 })[0]!
        .minutes,
    ).toBe(240);
    expect(
      legsOf({ date: "2027-05-20", time: "09:00", durationMin: 0, tripType: "hourly", hireFullDay: true })[0]!
        .minutes,
    ).toBe(600);
  });

  it("warns when a hire overlaps a transfer of the same driver, not after it ends", () => {
    const hire = {
      id: "a",
      reference: "RC-A",
      driverId: "d",
      vehicleId: null,
      legs: legsOf({ date: "2027-05-20", time: "09:00", durationMin: 0, tripType: "hourly", hireHours: 4 }),
    };
    const during = {
      id: "b",
      reference: "RC-B",
      driverId: "d",
      vehicleId: null,
      legs: legsOf({ date: "2027-05-20", time: "12:00", durationMin: 30 }),
    };
    const after = {
      id: "c",
      reference: "RC-C",
      driverId: "d",
      vehicleId: null,
      legs: legsOf({ date: "2027-05-20", time: "14:00", durationMin: 30 }),
    };
    const found = findConflicts([hire, during, after]);
    expect(found.get("a")?.map((c) => c.reference)).toEqual(["RC-B"]);
    expect(found.get("c")).toBeUndefined();
  });

  it("reads an assignment, refusing malformed ids and keeping an empty meeting point as none", () => {
    const id = "6f1c2a9e-7d3b-4c5a-9e8f-0a1b2c3d4e5f";
    expect(readAssignment({ driverId: id, vehicleId: "", meetingPoint: "  " })).toEqual({
      ok: true,
      data: { driverId: id, vehicleId: null, meetingPoint: null, crews: [] },
    });
    expect(readAssignment({ driverId: "x" })).toEqual({ ok: false, error: "invalid" });
    expect(readAssignment({ meetingPoint: "a".repeat(301) })).toEqual({ ok: false, error: "meetingPoint" });
  });

  it("normalises plates and gives the client the driver's first name only", () => {
    expect(vehicleSchema.parse({ model: "V", plate: " ab-123-cd ", seats: "7", active: true }).plate).toBe(
      "AB-123-CD",
    );
    expect(vehicleSchema.safeParse({ model: "V", plate: "a", seats: "7", active: true }).success).toBe(false);
    expect(firstNameOf("Jean-Marc  Rossi")).toBe("Jean-Marc");
  });
});

describe("the assignment a form was drawn with", () => {
  const id = "0b4a3c9e-6d1f-4f7e-9a1b-2c3d4e5f6a7b";
  it("is read from the hidden previous fields, or null when the form does not carry them", () => {
    expect(readPreviousAssignment({ driverId: id })).toBeNull();
    expect(
      readPreviousAssignment({
        previousDriverId: id.toUpperCase(),
        previousVehicleId: "",
        previousMeetingPoint: " Hall  2 ",
      }),
    ).toEqual({ driverId: id, vehicleId: null, meetingPoint: "Hall 2", crews: [] });
    expect(readPreviousAssignment({ previousDriverId: "x" })).toBe("invalid");
  });

  it("matches the stored one whatever the spacing of the meeting point, and nothing else", () => {
    const stored = { driverId: id, vehicleId: null, meetingPoint: "Hall 2" };
    expect(sameAssignment({ ...stored, meetingPoint: " Hall  2" }, stored)).toBe(true);
    expect(sameAssignment({ driverId: null, vehicleId: null, meetingPoint: null }, stored)).toBe(false);
    expect(sameAssignment({ ...stored, meetingPoint: "" }, { ...stored, meetingPoint: null })).toBe(true);
    expect(sameAssignment({ ...stored, meetingPoint: null }, stored)).toBe(false);
  });
});

describe("a request in several vans (decision 037)", () => {
  const [a, b, c] = [
    "0b4a3c9e-6d1f-4f7e-9a1b-2c3d4e5f6a7b",
    "1c5b4d0f-7e2a-4a8f-8b2c-3d4e5f6a7b8c",
    "2d6c5e1a-8f3b-4b9a-9c3d-4e5f6a7b8c9d",
  ];

  it("needs one crew per van, one for a larger vehicle on request", () => {
    expect(vanCount({ vehicle: "standard", vehicles: 2 })).toBe(2);
    expect(vanCount({ vehicle: "standard", vehicles: 1 })).toBe(1);
    expect(vanCount({ vehicle: "larger", vehicles: 0 })).toBe(1);
    expect(vanCount({ vehicle: "standard", vehicles: 9 })).toBe(4);
    expect(
      fitCrews(
        [
          { driverId: a, vehicleId: null },
          { driverId: b, vehicleId: null },
        ],
        2,
      ),
    ).toEqual([{ driverId: a, vehicleId: null }]);
    expect(fitCrews([], 3)).toHaveLength(2);
  });

  it("reads the other vans' fields, and the ones a form was drawn with", () => {
    const read = readAssignment({
      driverId: a,
      vehicleId: "",
      "driverId-2": b.toUpperCase(),
      "vehicleId-2": c,
    });
    expect(read).toEqual({
      ok: true,
      data: { driverId: a, vehicleId: null, meetingPoint: null, crews: [{ driverId: b, vehicleId: c }] },
    });
    expect(readAssignment({ driverId: a, "driverId-2": "nope" })).toEqual({ ok: false, error: "invalid" });
    expect(
      readPreviousAssignment({ previousDriverId: a, "previousDriverId-2": b, "previousVehicleId-2": "" }),
    ).toEqual({
      driverId: a,
      vehicleId: null,
      meetingPoint: null,
      crews: [{ driverId: b, vehicleId: null }],
    });
    expect(crewFieldNames(3, "previous")).toEqual({
      driver: "previousDriverId-3",
      vehicle: "previousVehicleId-3",
    });
  });

  it("refuses one driver or one vehicle for two vans", () => {
    const crew = (driverId: string | null, vehicleId: string | null) => ({ driverId, vehicleId });
    expect(doubleBooked({ ...crew(a, b), crews: [crew(a, c)] })).toBe("driverTwice");
    expect(doubleBooked({ ...crew(a, b), crews: [crew(c, b)] })).toBe("vehicleTwice");
    expect(doubleBooked({ ...crew(a, b), crews: [crew(c, null), crew(null, null)] })).toBeNull();
  });

  it("compares crews van by van, an empty van the same as one not listed", () => {
    const stored = {
      driverId: a,
      vehicleId: null,
      meetingPoint: null,
      crews: [{ driverId: b, vehicleId: null }],
    };
    expect(sameAssignment({ ...stored, crews: [{ driverId: b, vehicleId: null }] }, stored)).toBe(true);
    expect(sameAssignment({ ...stored, crews: [{ driverId: c, vehicleId: null }] }, stored)).toBe(false);
    expect(sameAssignment({ ...stored, crews: [] }, stored)).toBe(false);
    expect(
      sameAssignment({ ...stored, crews: [] }, { ...stored, crews: [{ driverId: null, vehicleId: null }] }),
    ).toBe(true);
  });

  it("names each van's driver or vehicle on one line for the office", () => {
    expect(perVan(["Luca Bianchi"])).toBe("Luca Bianchi");
    expect(perVan([null])).toBeNull();
    expect(perVan(["Luca Bianchi", null])).toBe(
      "Véhicule 1\u00a0: Luca Bianchi · Véhicule 2\u00a0: à attribuer",
    );
  });
});
