import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates";
import {
  busyDuring,
  departureSoonLabel,
  findConflicts,
  formatWaiting,
  legDays,
  type PlannedJob,
  parisInstant,
  parisWallClock,
  parseRange,
  rangeDays,
  soonUntil,
  waitingLabel,
  waitingMinutes,
} from "./planner";

describe("planner days", () => {
  it("reads the view from the address, today by default", () => {
    expect(parseRange("week")).toBe("week");
    expect(parseRange("tomorrow")).toBe("tomorrow");
    expect(parseRange("yesterday")).toBe("today");
    expect(parseRange(null)).toBe("today");
  });

  it("covers today, tomorrow, or seven days from today, across months and years", () => {
    expect(rangeDays("today", "2026-12-31")).toEqual({ from: "2026-12-31", to: "2026-12-31" });
    expect(rangeDays("tomorrow", "2026-12-31")).toEqual({ from: "2027-01-01", to: "2027-01-01" });
    expect(rangeDays("week", "2027-02-25")).toEqual({ from: "2027-02-25", to: "2027-03-03" });
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("turns a Paris wall-clock time into the right instant, summer and winter", () => {
    expect(new Date(parisInstant("2027-01-15", "09:30")).toISOString()).toBe("2027-01-15T08:30:00.000Z");
    expect(new Date(parisInstant("2027-07-15", "09:30")).toISOString()).toBe("2027-07-15T07:30:00.000Z");
    // The night clocks go forward (28 March 2027): 03:00 is the first valid time after 01:59.
    expect(new Date(parisInstant("2027-03-28", "03:00")).toISOString()).toBe("2027-03-28T01:00:00.000Z");
  });
});

describe("waiting requests", () => {
  it("counts whole minutes since the request arrived, never below zero", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(waitingMinutes(new Date("2026-11-23T09:49:30Z"), now)).toBe(130);
    expect(waitingMinutes("2026-11-23T12:05:00Z", now)).toBe(0);
  });

  it("says a request of less than a minute arrived just now, never 'Attend depuis 0 min'", () => {
    const now = new Date("2027-05-20T10:00:30Z");
    expect(waitingLabel(waitingMinutes("2027-05-20T10:00:00Z", now))).toBe("Reçue à l’instant");
    expect(waitingLabel(waitingMinutes("2027-05-20T10:01:00Z", now))).toBe("Reçue à l’instant");
    expect(waitingLabel(1)).toBe("Attend depuis 1\u00a0min");
    expect(waitingLabel(130)).toBe("Attend depuis 2\u00a0h\u00a010");
  });

  it("says the age the way the office speaks", () => {
    expect(formatWaiting(5)).toBe("5\u00a0min");
    expect(formatWaiting(120)).toBe("2\u00a0h");
    expect(formatWaiting(130)).toBe("2\u00a0h\u00a010");
    expect(formatWaiting(26 * 60 + 5)).toBe("1\u00a0j\u00a02\u00a0h");
  });
});

describe("requests leaving soon", () => {
  // 20 May 2027, 10:00 in Paris (summer time).
  const now = new Date("2027-05-20T08:00:00Z");

  it("reads the Paris wall clock, and where the next 24 hours end", () => {
    expect(parisWallClock(now)).toBe("2027-05-20 10:00");
    expect(parisWallClock(new Date("2027-01-14T23:30:00Z"))).toBe("2027-01-15 00:30");
    expect(soonUntil(now)).toBe("2027-05-21 10:00");
  });

  it("says how soon a request leaves, within 24 hours only", () => {
    expect(departureSoonLabel("2027-05-20", "10:40", now)).toBe("Départ dans 40\u00a0min");
    expect(departureSoonLabel("2027-05-20", "12:15", now)).toBe("Départ dans 2\u00a0h\u00a015");
    expect(departureSoonLabel("2027-05-20", "18:00", now)).toBe("Départ aujourd’hui à 18:00");
    expect(departureSoonLabel("2027-05-21", "08:00", now)).toBe("Départ demain à 08:00");
    expect(departureSoonLabel("2027-05-21", "10:00", now)).toBe("Départ demain à 10:00");
    expect(departureSoonLabel("2027-05-21", "10:15", now)).toBeNull();
    expect(departureSoonLabel("2027-05-20", "09:45", now)).toBe("Départ passé depuis 15\u00a0min");
  });
});

describe("conflicts", () => {
  const job = (
    id: string,
    over: Partial<PlannedJob> & { at: string; minutes?: number | null },
  ): PlannedJob => ({
    id,
    reference: `RC-${id}`,
    driverId: over.driverId ?? null,
    vehicleId: over.vehicleId ?? null,
    legs: over.legs ?? [{ date: "2027-05-20", time: over.at, minutes: over.minutes ?? 40 }],
  });

  it("warns when one driver's jobs overlap, counting the margins before and after", () => {
    const found = findConflicts([
      job("A", { at: "10:00", minutes: 40, driverId: "d1" }),
      // A ends at 10:40 + 30 min = 11:10; B starts at 11:15 - 15 min = 11:00: overlap.
      job("B", { at: "11:15", driverId: "d1" }),
      // C starts at 12:45 - 15 = 12:30, B ends at 11:55 + 30 = 12:25: no overlap.
      job("C", { at: "12:45", driverId: "d1" }),
    ]);
    expect(found.get("A")).toEqual([{ resource: "driver", reference: "RC-B", otherId: "B" }]);
    expect(found.get("B")).toEqual([{ resource: "driver", reference: "RC-A", otherId: "A" }]);
    expect(found.has("C")).toBe(false);
  });

  it("tells drivers and vehicles apart, and ignores unassigned jobs", () => {
    const found = findConflicts([
      job("A", { at: "10:00", driverId: "d1", vehicleId: "v1" }),
      job("B", { at: "10:30", driverId: "d2", vehicleId: "v1" }),
      job("C", { at: "10:30" }),
    ]);
    expect(found.get("A")).toEqual([{ resource: "vehicle", reference: "RC-B", otherId: "B" }]);
    expect(found.has("C")).toBe(false);
  });

  it("counts a return leg and an unknown duration (one hour)", () => {
    const found = findConflicts([
      job("A", {
        at: "08:00",
        driverId: "d1",
        legs: [
          { date: "2027-05-20", time: "08:00", minutes: 30 },
          { date: "2027-05-20", time: "18:00", minutes: 30 },
        ],
      }),
      job("B", { at: "18:30", driverId: "d1" }),
      job("C", { at: "13:00", driverId: "d1", minutes: null }),
      job("D", { at: "14:15", driverId: "d1" }),
    ]);
    expect(found.get("B")?.map((c) => c.reference)).toEqual(["RC-A"]);
    // C: 12:45 to 14:30; D from 14:00: overlap.
    expect(found.get("D")?.map((c) => c.reference)).toEqual(["RC-C"]);
  });
});

describe("drivers and vehicles already busy", () => {
  const leg = (time: string, minutes = 40) => [{ date: "2027-05-20", time, minutes }];
  const other = (reference: string, time: string, driverId: string | null, vehicleId: string | null) => ({
    id: `id-${reference}`,
    reference,
    driverId,
    vehicleId,
    legs: leg(time),
  });

  it("names the jobs each driver and vehicle holds while this one runs, never this one itself", () => {
    const busy = busyDuring({ id: "me", legs: leg("09:30") }, [
      other("RC-AAA001", "09:00", "luca", "van"),
      other("RC-AAA002", "10:00", "luca", null),
      // Ends at 08:40 plus half an hour: free again from 09:10, before this one's 09:15.
      other("RC-AAA003", "08:00", "sophie", "sedan"),
      other("RC-AAA004", "09:30", null, "sedan"),
      { ...other("RC-ME", "09:30", "marc", null), id: "me" },
    ]);
    const refs = (map: Map<string, { id: string; reference: string }[]>) =>
      new Map([...map].map(([key, jobs]) => [key, jobs.map((j) => j.reference)]));
    expect(busy.drivers).toEqual(
      new Map([
        [
          "luca",
          [
            { id: "id-RC-AAA001", reference: "RC-AAA001" },
            { id: "id-RC-AAA002", reference: "RC-AAA002" },
          ],
        ],
      ]),
    );
    expect(refs(busy.vehicles)).toEqual(
      new Map([
        ["van", ["RC-AAA001"]],
        ["sedan", ["RC-AAA004"]],
      ]),
    );
  });
});

describe("the days a leg runs on", () => {
  it("adds the next day when the drop-off falls after midnight, Paris time", () => {
    expect(legDays({ date: "2027-06-30", time: "10:00", minutes: 40 })).toEqual(["2027-06-30"]);
    expect(legDays({ date: "2027-06-30", time: "23:30", minutes: 90 })).toEqual(["2027-06-30", "2027-07-01"]);
    // Ending at midnight exactly is still the same day; a minute more is not.
    expect(legDays({ date: "2027-06-30", time: "23:00", minutes: 60 })).toEqual(["2027-06-30"]);
    expect(legDays({ date: "2027-06-30", time: "23:00", minutes: 61 })).toHaveLength(2);
    // Unknown duration: an hour, as for the conflicts.
    expect(legDays({ date: "2027-12-31", time: "23:15", minutes: null })).toEqual([
      "2027-12-31",
      "2028-01-01",
    ]);
    // Into the night the clocks go back (31 October 2027).
    expect(legDays({ date: "2027-10-30", time: "23:30", minutes: 120 })).toEqual([
      "2027-10-30",
      "2027-10-31",
    ]);
  });
});
