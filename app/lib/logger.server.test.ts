import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { log, setLogLevel } from "./logger.server";

let lines: string[] = [];

beforeEach(() => {
  lines = [];
  setLogLevel("debug");
  const capture = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stderr, "write").mockImplementation(capture);
  vi.spyOn(process.stdout, "write").mockImplementation(capture);
});

afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel("silent");
});

function lastLine(): Record<string, unknown> {
  return JSON.parse(lines.at(-1) ?? "{}");
}

describe("log", () => {
  it("keeps an error's stack trace", () => {
    const error = new Error("boom");
    log.error("failed", { error });
    expect(lastLine().error).toMatchObject({
      message: "boom",
      stack: expect.stringContaining("logger.server.test.ts"),
    });
  });

  it("never writes the values of a failed database statement, in the message, stack, params or cause", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: "23505",
      detail: "Key (email)=(ada@example.com) already exists.",
    });
    const error = new DrizzleQueryError(
      'insert into "contact_messages" ("name", "email", "phone", "message") values ($1, $2, $3, $4)',
      ["Ada Lovelace", "ada@example.com", "+44 20 7946 0000", "Arriving in Nice on 12 May"],
      cause,
    );
    log.error("contact message not stored", { error });
    const line = lines.at(-1) ?? "";
    for (const value of ["Ada Lovelace", "ada@example.com", "7946", "Arriving in Nice"]) {
      expect(line).not.toContain(value);
    }
    expect(lastLine().error).toMatchObject({
      message: expect.stringMatching(
        /^Failed query: insert into "contact_messages".*\nparams: \[redacted\]$/s,
      ),
      stack: expect.stringContaining("logger.server.test.ts"),
      params: "[redacted]",
      cause: { code: "23505", detail: "[redacted]" },
    });
  });

  it("hides fields named like secrets", () => {
    log.info("sign-in", { password: "hunter2", nested: { sessionToken: "abc" }, ip: "203.0.113.9" });
    expect(lastLine()).toMatchObject({
      password: "[redacted]",
      nested: { sessionToken: "[redacted]" },
      ip: "203.0.113.9",
    });
  });
});
