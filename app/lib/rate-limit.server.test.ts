import os from "node:os";
import { describe, expect, it } from "vitest";
import { isHoneypotFilled } from "~/utils/honeypot";
import { loadEnv } from "./env.server";
import { hit, memoryStore, RATE_LIMITS, setCounterStore } from "./rate-limit.server";

const env = loadEnv({ DATA_DIR: os.tmpdir(), SESSION_SECRET: "s".repeat(40), CONTACT_RATE_LIMIT: "3" });

describe("rate limits", () => {
  it("allow the limit within a window, then refuse until the window ends, with the seconds left", async () => {
    setCounterStore(memoryStore());
    const start = new Date("2027-01-01T10:00:00Z");
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await hit("contactMessage", "203.0.113.1", env, at(i)));
    expect(hits.map((h) => h.ok)).toEqual([true, true, true, false]);
    expect(hits[3]!.retryAfter).toBe(RATE_LIMITS.contactMessage.windowS - 3);
    expect((await hit("contactMessage", "203.0.113.2", env, at(5))).ok).toBe(true);
    expect((await hit("contactMessage", "203.0.113.1", env, at(RATE_LIMITS.contactMessage.windowS))).ok).toBe(
      true,
    );
  });

  it("count each limit apart, and take a refunded hit off the count", async () => {
    setCounterStore(memoryStore());
    const now = new Date("2027-01-01T10:00:00Z");
    const first = await hit("contactMessage", "ip", env, now);
    for (let i = 0; i < 2; i++) expect((await hit("contactMessage", "ip", env, now)).ok).toBe(true);
    expect((await hit("contactSubmission", "ip", env, now)).ok).toBe(true);
    await first.refund();
    expect((await hit("contactMessage", "ip", env, now)).ok).toBe(true);
    expect((await hit("contactMessage", "ip", env, now)).ok).toBe(false);
  });

  it("detects a filled honeypot", () => {
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ website: "  " })).toBe(false);
    expect(isHoneypotFilled({ website: "http://spam.example" })).toBe(true);
  });
});
