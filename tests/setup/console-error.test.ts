import { describe, expect, it } from "vitest";
import { allowConsoleError } from "./console-error";

describe("the console.error trap", () => {
  it.fails("fails a test that calls console.error", () => {
    console.error("unexpected: %s", "boom");
  });

  it("lets a test call console.error with a message it allows", () => {
    allowConsoleError("this test checks the allowance itself", /^expected by the test/);
    console.error("expected by the test: %d", 42);
  });

  it.fails("forgets the allowance once that test is over", () => {
    console.error("expected by the test: %d", 42);
  });

  it("wants a reason for every allowance", () => {
    expect(() => allowConsoleError(" ", /x/)).toThrow(/reason/);
  });
});
