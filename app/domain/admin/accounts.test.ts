import { describe, expect, it } from "vitest";
import { type AccountState, checkAccountChange, parseAccountChange } from "./accounts";

const accounts: AccountState[] = [
  { id: "boss", role: "admin", active: true },
  { id: "former-admin", role: "admin", active: false },
  { id: "desk", role: "staff", active: true },
  { id: "left", role: "staff", active: false },
];

describe("account changes", () => {
  it("reads the form", () => {
    expect(parseAccountChange("role", "admin")).toEqual({ intent: "role", role: "admin" });
    expect(parseAccountChange("role", "owner")).toBeUndefined();
    expect(parseAccountChange("deactivate", undefined)).toEqual({ intent: "deactivate" });
    expect(parseAccountChange("drop-table", undefined)).toBeUndefined();
  });

  it.each([
    ["desk", "boss", { intent: "role", role: "staff" }, "last-admin"],
    ["desk", "boss", { intent: "deactivate" }, "last-admin"],
    ["boss", "boss", { intent: "deactivate" }, "self"],
    ["boss", "boss", { intent: "role", role: "staff" }, "self"],
    ["boss", "desk", { intent: "role", role: "staff" }, "unchanged"],
    ["boss", "left", { intent: "deactivate" }, "unchanged"],
    ["boss", "desk", { intent: "reactivate" }, "unchanged"],
    ["boss", "left", { intent: "reset-password" }, "inactive"],
    ["boss", "nobody", { intent: "deactivate" }, "unchanged"],
  ] as const)("%s → %s %j is refused: %s", (actor, target, change, error) => {
    expect(checkAccountChange(accounts, actor, target, change)).toEqual({ ok: false, error });
  });

  it.each([
    ["boss", "desk", { intent: "role", role: "admin" }],
    ["boss", "desk", { intent: "deactivate" }],
    ["boss", "left", { intent: "reactivate" }],
    ["boss", "desk", { intent: "reset-password" }],
    ["boss", "boss", { intent: "reset-password" }],
  ] as const)("%s → %s %j is allowed", (actor, target, change) => {
    expect(checkAccountChange(accounts, actor, target, change)).toEqual({ ok: true });
  });

  it("lets an admin be demoted or deactivated once another admin is active", () => {
    const two: AccountState[] = [...accounts, { id: "second", role: "admin", active: true }];
    expect(checkAccountChange(two, "second", "boss", { intent: "role", role: "staff" })).toEqual({
      ok: true,
    });
    expect(checkAccountChange(two, "second", "boss", { intent: "deactivate" })).toEqual({ ok: true });
  });
});
