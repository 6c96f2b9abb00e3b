import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env.server";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "riviera-env-"));

describe("configuration", () => {
  it("has working defaults for a first run", () => {
    const dir = tmp();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("generates the session secret once and keeps it in DATA_DIR", () => {
    const dir = tmp();
    const first = loadEnv({ DATA_DIR: dir }).SESSION_SECRET;
    expect(fs.readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first);
    expect(loadEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadEnv({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => loadEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("requires a session secret and the public address in production", () => {
    expect(() => loadEnv({ NODE_ENV: "production", SITE_URL: "https://example.com" })).toThrow(
      /SESSION_SECRET/,
    );
    expect(() => loadEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) })).toThrow(/SITE_URL/);
    const env = loadEnv({
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      SITE_URL: "https://example.com/",
    });
    expect(env.isProduction).toBe(true);
    expect(env.SITE_URL).toBe("https://example.com");
  });

  it("treats an empty DATABASE_URL as the embedded database", () => {
    expect(loadEnv({ DATABASE_URL: "", DATA_DIR: tmp() }).DATABASE_URL).toBeUndefined();
  });
});
