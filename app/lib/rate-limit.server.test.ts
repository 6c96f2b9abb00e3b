import { describe, expect, it } from "vitest";
import { isHoneypotFilled } from "~/utils/honeypot";
import { createRateLimiter } from "./rate-limit.server";

describe("rate limiter", () => {
  it("allows the limit within a window, then refuses, then allows again", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000 });
    expect([1, 2, 3, 4].map(() => limiter.hit("ip", 0))).toEqual([true, true, true, false]);
    expect(limiter.isLimited("ip", 500)).toBe(true);
    expect(limiter.retryAfter("ip", 500)).toBe(1);
    expect(limiter.hit("other", 500)).toBe(true);
    expect(limiter.hit("ip", 1000)).toBe(true);
  });

  it("detects a filled honeypot", () => {
    const form = new FormData();
    expect(isHoneypotFilled(form)).toBe(false);
    form.set("website", "http://spam.example");
    expect(isHoneypotFilled(form)).toBe(true);
  });
});
