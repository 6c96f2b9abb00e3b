import { describe, expect, it } from "vitest";
import {
  firstNameOf,
  legsOf,
  readAssignment,
  readPreviousAssignment,
  sameAssignment,
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
      data: { driverId: id, vehicleId: null, meetingPoint: null },
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
    ).toEqual({ driverId: id, vehicleId: null, meetingPoint: "Hall 2" });
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
