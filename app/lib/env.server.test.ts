import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv, unsetLegalIdentifiers } from "./env.server";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "riviera-env-"));

describe("configuration", () => {
  it("names the legal identifiers left unset, and only those", () => {
    const unset = unsetLegalIdentifiers(loadEnv({ DATA_DIR: tmp(), COMPANY_SIRET: "123 456 789 00012" }));
    expect(unset).toContain("COMPANY_VTC_REGISTER");
    expect(unset).toContain("HOST_NAME");
    expect(unset).not.toContain("COMPANY_SIRET");
    expect(unset).toHaveLength(11);
  });

  it("has working defaults for a first run", () => {
    const dir = tmp();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.sessionSecrets).toHaveLength(1);
    expect(env.sessionSecrets[0]!.length).toBeGreaterThanOrEqual(32);
  });

  it("generates the session secret once and keeps it in DATA_DIR", () => {
    const dir = tmp();
    const [first] = loadEnv({ DATA_DIR: dir }).sessionSecrets;
    expect(fs.readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first);
    expect(loadEnv({ DATA_DIR: dir }).sessionSecrets).toEqual([first]);
  });

  it("takes a comma-separated list of session secrets, newest first, each long enough", () => {
    const newer = "n".repeat(40);
    const older = "o".repeat(40);
    expect(loadEnv({ SESSION_SECRET: `${newer}, ${older}` }).sessionSecrets).toEqual([newer, older]);
    expect(() => loadEnv({ SESSION_SECRET: `${newer},short` })).toThrow(/SESSION_SECRET.*32 characters/);
    expect(() => loadEnv({ SESSION_SECRET: `${newer},` })).toThrow(/SESSION_SECRET/);
    expect(() => loadEnv({ SESSION_SECRET: `${newer},${newer}` })).toThrow(/listed twice/);
  });

  it("reads the trust row's figures, each optional, the rating only with its count, link and source", () => {
    const dir = tmp();
    expect(loadEnv({ DATA_DIR: dir }).trust).toEqual({});
    const env = loadEnv({
      DATA_DIR: dir,
      TRUST_SINCE: "2011",
      TRUST_JOURNEYS: "18450",
      TRUST_LANGUAGES: "fr, en,it",
      TRUST_RATING: "4.9",
      TRUST_RATING_COUNT: "212",
      TRUST_RATING_URL: "https://example.com/reviews",
      TRUST_RATING_SOURCE: "Google",
      TRUST_PARTNERS: "Hôtel Negresco; Le Majestic, Cannes;",
    });
    expect(env.trust).toEqual({
      since: 2011,
      journeys: 18450,
      languages: ["fr", "en", "it"],
      rating: { value: 4.9, count: 212, url: "https://example.com/reviews", source: "Google" },
      partners: ["Hôtel Negresco", "Le Majestic, Cannes"],
    });
    expect(() => loadEnv({ DATA_DIR: dir, TRUST_RATING: "4.9" })).toThrow(
      /TRUST_RATING: the rating also needs TRUST_RATING_COUNT, TRUST_RATING_URL, TRUST_RATING_SOURCE/,
    );
    expect(() => loadEnv({ DATA_DIR: dir, TRUST_RATING: "6" })).toThrow(/TRUST_RATING/);
    expect(() => loadEnv({ DATA_DIR: dir, TRUST_LANGUAGES: "français" })).toThrow(/TRUST_LANGUAGES/);
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

  describe("the map", () => {
    const base = () => ({ DATA_DIR: tmp() });
    const google = {
      GOOGLE_MAPS_API_KEY: "server-key-123456",
      GOOGLE_MAPS_BROWSER_KEY: "browser-key-123456",
    };

    it("is the site's own SVG map by default, and the policy allows no outside origin", () => {
      const env = loadEnv(base());
      expect(env.map).toEqual({ provider: "embedded" });
      expect(Object.values(env.mapOrigins).flat()).toEqual([]);
    });

    it("is MapLibre with OpenFreeMap's style for the open providers, its origin alone allowed", () => {
      const env = loadEnv({ ...base(), GEO_ROUTE_PROVIDER: "osrm" });
      expect(env.map).toEqual({
        provider: "maplibre",
        styleUrl: "https://tiles.openfreemap.org/styles/liberty",
      });
      expect(env.mapOrigins.connect).toEqual(["https://tiles.openfreemap.org"]);
      expect(env.mapOrigins.script).toEqual([]);
      const own = loadEnv({
        ...base(),
        GEO_SEARCH_PROVIDER: "photon",
        MAP_STYLE_URL: "https://maps.example.com/style.json",
        MAP_EXTRA_ORIGINS: "https://tiles.example.com/, https://fonts.example.com",
      });
      expect(own.mapOrigins.connect).toEqual([
        "https://maps.example.com",
        "https://tiles.example.com",
        "https://fonts.example.com",
      ]);
      expect(() => loadEnv({ ...base(), MAP_EXTRA_ORIGINS: "ftp://x.example.com" })).toThrow(
        /MAP_EXTRA_ORIGINS/,
      );
    });

    it("is Google's map whenever Google data is shown, with a browser key of its own (the server's never leaves the server)", () => {
      const env = loadEnv({ ...base(), ...google, GEO_SEARCH_PROVIDER: "google" });
      expect(env.map).toEqual({
        provider: "google",
        scriptUrl: "https://maps.googleapis.com/maps/api/js",
        browserKey: "browser-key-123456",
      });
      expect(env.mapOrigins.script).toContain("https://maps.googleapis.com");
      expect(env.mapOrigins.script).toContain("https://*.gstatic.com");
      expect(() =>
        loadEnv({ ...base(), GOOGLE_MAPS_API_KEY: google.GOOGLE_MAPS_API_KEY, GEO_ROUTE_PROVIDER: "google" }),
      ).toThrow(/GOOGLE_MAPS_BROWSER_KEY/);
      // Google data may not be drawn on another map.
      expect(() =>
        loadEnv({ ...base(), ...google, GEO_ROUTE_PROVIDER: "google", MAP_PROVIDER: "maplibre" }),
      ).toThrow(/Google’s terms require a Google map/);
      expect(() =>
        loadEnv({ ...base(), ...google, GEO_ROUTE_PROVIDER: "google", MAP_PROVIDER: "embedded" }),
      ).toThrow(/MAP_PROVIDER/);
    });

    it("can be chosen explicitly: MapLibre or Google over embedded data, or the SVG map with open data", () => {
      expect(loadEnv({ ...base(), MAP_PROVIDER: "maplibre" }).map.provider).toBe("maplibre");
      expect(loadEnv({ ...base(), ...google, MAP_PROVIDER: "google" }).map.provider).toBe("google");
      expect(loadEnv({ ...base(), GEO_ROUTE_PROVIDER: "osrm", MAP_PROVIDER: "embedded" }).map.provider).toBe(
        "embedded",
      );
    });
  });
});
