/**
 * Unit and integration tests fail when anything calls console.error: a React warning, a rejected
 * promise logged by a library, an error path that was not meant to run. A test whose subject really
 * logs an error says so with allowConsoleError(reason, pattern), and only the matching calls pass.
 * Calls outside any test (in beforeAll/afterAll, or from a timer left running) fail the file.
 */
import { format } from "node:util";
import { afterAll, afterEach, beforeEach } from "vitest";

let unexpected: string[] = [];
let allowed: RegExp[] = [];

/** Lets the current test call console.error with messages matching `pattern`; `reason` is for the reader. */
export function allowConsoleError(reason: string, pattern: RegExp): void {
  if (!reason.trim()) throw new Error("allowConsoleError needs a reason");
  allowed.push(pattern);
}

const original = console.error;
console.error = (...args: unknown[]) => {
  const message = format(...args);
  if (allowed.some((pattern) => pattern.test(message))) return;
  unexpected.push(message);
  original(...args);
};

function check(where: string) {
  const calls = unexpected;
  unexpected = [];
  if (calls.length > 0) {
    throw new Error(`console.error was called ${calls.length} time(s) ${where}:\n${calls.join("\n---\n")}`);
  }
}

beforeEach(() => check("before this test (outside any test)"));
afterEach(() => {
  allowed = [];
  check("during this test");
});
afterAll(() => check("outside any test"));
