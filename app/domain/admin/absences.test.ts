import { describe, expect, it } from "vitest";
import { absenceOn, absenceSchema, absenceSpan } from "./absences";

const ID = "3f0c6a52-1d3e-4b8a-9a51-7c2f1e0d9b44";
const TODAY = "2026-12-02";

function check(fields: Record<string, string>) {
  const parsed = absenceSchema(TODAY).safeParse(fields);
  return parsed.success
    ? { ok: true as const, data: parsed.data }
    : { ok: false as const, codes: parsed.error.issues.map((i) => `${String(i.path[0])}:${i.message}`) };
}

describe("an absence as the office notes it", () => {
  it("takes a span of days, the reason tidied, and an empty last day as a single day", () => {
    expect(
      check({
        resourceId: ID.toUpperCase(),
        startsOn: "2026-12-14",
        endsOn: "2026-12-16",
        reason: "  congés  d’hiver ",
      }),
    ).toEqual({
      ok: true,
      data: { resourceId: ID, startsOn: "2026-12-14", endsOn: "2026-12-16", reason: "congés d’hiver" },
    });
    expect(check({ resourceId: ID, startsOn: "2026-12-24", endsOn: "", reason: "" })).toEqual({
      ok: true,
      data: { resourceId: ID, startsOn: "2026-12-24", endsOn: "2026-12-24", reason: null },
    });
  });

  it("refuses what cannot be a span of days, each with its own reason", () => {
    expect(check({ resourceId: "paul", startsOn: "2026-12-14" }).codes).toEqual(["resourceId:absenceWho"]);
    expect(check({ resourceId: ID, startsOn: "2026-02-30" }).codes).toContain("startsOn:absenceStart");
    expect(check({ resourceId: ID, startsOn: "2026-12-14", endsOn: "14/12/2026" }).codes).toEqual([
      "endsOn:absenceEnd",
    ]);
    expect(check({ resourceId: ID, startsOn: "2026-12-16", endsOn: "2026-12-14" }).codes).toEqual([
      "endsOn:absenceOrder",
    ]);
    // 366 days at most, a leap year's: the 367th is refused.
    expect(check({ resourceId: ID, startsOn: "2027-01-01", endsOn: "2028-01-01" }).ok).toBe(true);
    expect(check({ resourceId: ID, startsOn: "2027-01-01", endsOn: "2028-01-02" }).codes).toEqual([
      "endsOn:absenceLength",
    ]);
    expect(check({ resourceId: ID, startsOn: "2026-12-14", reason: "x".repeat(121) }).codes).toEqual([
      "reason:absenceReason",
    ]);
    expect(check({ resourceId: ID, startsOn: "2026-12-14", reason: "congés\u0007" }).codes).toEqual([
      "reason:absenceReason",
    ]);
  });

  it("may be noted up to a week after it ended, not later", () => {
    expect(check({ resourceId: ID, startsOn: "2026-11-20", endsOn: "2026-11-25" }).ok).toBe(true);
    expect(check({ resourceId: ID, startsOn: "2026-11-20", endsOn: "2026-11-24" }).codes).toEqual([
      "endsOn:absencePast",
    ]);
  });
});

describe("the days an absence covers", () => {
  const absences = [
    { resource: "driver" as const, resourceId: "d1", startsOn: "2026-12-14", endsOn: "2026-12-16" },
    { resource: "vehicle" as const, resourceId: "v1", startsOn: "2026-12-20", endsOn: "2026-12-20" },
  ];

  it("finds the absence of that driver or vehicle on any of a job's days, and no other", () => {
    expect(absenceOn(absences, "driver", "d1", ["2026-12-14"])).toBe(absences[0]);
    expect(absenceOn(absences, "driver", "d1", ["2026-12-16"])).toBe(absences[0]);
    expect(absenceOn(absences, "driver", "d1", ["2026-12-13", "2026-12-17"])).toBeNull();
    // A return on a day away counts as much as the way out.
    expect(absenceOn(absences, "driver", "d1", ["2026-12-10", "2026-12-15"])).toBe(absences[0]);
    expect(absenceOn(absences, "vehicle", "d1", ["2026-12-15"])).toBeNull();
    expect(absenceOn(absences, "vehicle", "v1", ["2026-12-20"])).toBe(absences[1]);
    expect(absenceOn(absences, "driver", null, ["2026-12-15"])).toBeNull();
  });

  it("says the days as the office reads them, with the reason", () => {
    expect(absenceSpan({ startsOn: "2026-12-14", endsOn: "2026-12-16", reason: "congés" })).toBe(
      "du lun.\u00a014\u00a0déc.\u00a02026 au mer.\u00a016\u00a0déc.\u00a02026 (congés)",
    );
    expect(absenceSpan({ startsOn: "2027-01-01", endsOn: "2027-01-01", reason: null })).toBe(
      "ven.\u00a01er\u00a0janv.\u00a02027",
    );
  });
});
