import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates";
import { fieldErrors, hasMissing, parisNow, step2Schema, step3Schema } from "./schema";

// 22 November 2026, 23:30 in Paris (22:30 UTC): still the 22nd in Paris.
const NOW = new Date("2026-11-22T22:30:00Z");

const step2 = (over: Record<string, string> = {}) =>
  step2Schema(NOW).safeParse({
    date: "2026-12-01",
    time: "10:15",
    passengers: "2",
    luggage: "2",
    flightNumber: "",
    ...over,
  });

describe("Paris time", () => {
  it("reads today's date and minutes in Europe/Paris, whatever the server zone", () => {
    expect(parisNow(NOW)).toEqual({ date: "2026-11-22", minutes: 23 * 60 + 30 });
    expect(parisNow(new Date("2026-11-22T23:30:00Z")).date).toBe("2026-11-23");
    expect(parisNow(new Date("2026-07-01T22:30:00Z")).date).toBe("2026-07-02");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("step 2: date, time, passengers, luggage", () => {
  it("accepts a valid choice and applies the defaults' types", () => {
    const result = step2();
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ passengers: 2, luggage: 2, flightNumber: null });
  });

  it.each([
    [{ date: "" }, "date", "required"],
    [{ date: "2026-11-21" }, "date", "datePast"],
    [{ date: "2026-02-30" }, "date", "dateInvalid"],
    [{ date: "2029-01-01" }, "date", "dateTooFar"],
    [{ time: "" }, "time", "required"],
    [{ time: "10:10" }, "time", "timeInvalid"],
    [{ time: "24:00" }, "time", "timeInvalid"],
    [{ date: "2026-11-22", time: "23:15" }, "time", "timePast"],
    [{ passengers: "0" }, "passengers", "passengersRange"],
    [{ passengers: "15" }, "passengers", "passengersRange"],
    [{ passengers: "" }, "passengers", "required"],
    [{ luggage: "17" }, "luggage", "luggageRange"],
    [{ luggage: "-1" }, "luggage", "luggageRange"],
    [{ flightNumber: "<b>" }, "flightNumber", "flightInvalid"],
  ])("refuses %o with %s: %s", (override, field, code) => {
    const result = step2(override);
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)[field]).toBe(code);
  });

  it("accepts today later in the evening, the hour boundaries, 0 luggage and 7 passengers", () => {
    expect(step2({ date: "2026-11-22", time: "23:45" }).success).toBe(true);
    expect(step2({ time: "00:00" }).success).toBe(true);
    expect(step2({ passengers: "7", luggage: "0" }).success).toBe(true);
    expect(step2({ flightNumber: "af 7700" }).data?.flightNumber).toBe("AF7700");
  });
});

describe("step 3: contact details", () => {
  const valid = {
    firstName: "Zoé",
    lastName: "O'Neil-Dupont",
    email: "Zoe@Example.com",
    phone: "+33 6 12 34 56 78",
    message: "",
  };
  it("refuses control characters (NUL, escape, DEL) with their own code, keeps line breaks", () => {
    for (const message of ["Vol AF7700\u0000", "\u001b[2J efface", "fin\u007f"]) {
      const result = step3Schema.safeParse({ ...valid, message });
      expect(result.success).toBe(false);
      expect(fieldErrors(result.error!)).toEqual({ message: "controlChars" });
    }
    expect(
      fieldErrors(step3Schema.safeParse({ ...valid, lastName: "Du\u0000pont" }).error!).lastName,
    ).toBeDefined();
    expect(step3Schema.safeParse({ ...valid, message: "Deux lignes\r\net une tabulation\t." }).success).toBe(
      true,
    );
  });

  it("accepts international names and phones, normalises e-mail and empty message", () => {
    const result = step3Schema.safeParse(valid);
    expect(result.data).toMatchObject({ email: "zoe@example.com", message: null });
    for (const phone of [
      "06 12 34 56 78",
      "+33 (0)6 12 34 56 78",
      "+41 22 123 45 67",
      "+39 (02) 1234-5678",
      "+377 93 15 20 00",
      "+377 6 12 34 56 78",
    ]) {
      expect(step3Schema.safeParse({ ...valid, phone }).success, phone).toBe(true);
    }
    expect(step3Schema.safeParse({ ...valid, firstName: "Αλέξανδρος", lastName: "Николаев" }).success).toBe(
      true,
    );
  });

  it.each([
    [{ firstName: "" }, "firstName", "required"],
    [{ firstName: "<script>" }, "firstName", "nameInvalid"],
    [{ lastName: "x".repeat(81) }, "lastName", "tooLong"],
    [{ email: "a@b" }, "email", "emailInvalid"],
    [{ phone: "12" }, "phone", "phoneInvalid"],
    [{ phone: "+33 6 12 34 56 78 90 12 34" }, "phone", "phoneInvalid"],
    [{ phone: "06 12 34 56 7" }, "phone", "phoneInvalid"],
    [{ phone: "+33 6 12 34 56 7" }, "phone", "phoneInvalid"],
    [{ phone: "+377 93 15 20 0" }, "phone", "phoneInvalid"],
    [{ message: "m".repeat(2001) }, "message", "tooLong"],
  ])("refuses %o", (override, field, code) => {
    const result = step3Schema.safeParse({ ...valid, ...override });
    expect(fieldErrors(result.error!)[field]).toBe(code);
  });

  it("tells a missing value from a wrong one", () => {
    expect(hasMissing({ firstName: "required" })).toBe(true);
    expect(hasMissing({ email: "emailInvalid" })).toBe(false);
  });
});
