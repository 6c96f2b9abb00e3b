import { describe, expect, it } from "vitest";
import { LANG_COOKIE_VALUES } from "~/i18n/lang";
import { bypassReason, cacheablePaths, chooseEncoding, toCachedPage } from "./page-cache";

const paths = cacheablePaths();
const HOST = "www.example.test";
const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  bypassReason({ method, url, headers: { host: HOST, ...headers } }, paths, HOST);

describe("which requests the shared copy may answer", () => {
  it("covers the registry's public pages in both languages and the shared resources, nothing private", () => {
    for (const path of [
      "/",
      "/en",
      "/services/nice-airport-transfer",
      "/en/blog/nice-to-milan",
      "/contact",
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
    for (const path of ["/sitemap.xml", "/robots.txt", "/blog/feed.xml", "/en/blog/feed.xml"]) {
      expect(paths.has(path), path).toBe(true);
    }
    for (const path of ["/admin", "/auth", "/confirmation", "/en/confirmation", "/api/places", "/nope"]) {
      expect(paths.has(path), path).toBe(false);
    }
  });

  it("answers a plain GET or HEAD, with or without a language cookie that agrees with the address", () => {
    expect(get("/")).toBeNull();
    expect(get("/", {}, "HEAD")).toBeNull();
    expect(get("/", { cookie: `lang=${LANG_COOKIE_VALUES.fr}` })).toBeNull();
    expect(get("/en/services", { cookie: `lang=${LANG_COOKIE_VALUES.en}` })).toBeNull();
  });

  it("lets anything personal or unusual past it", () => {
    expect(get("/contact", {}, "POST")).toBe("method");
    expect(get("/?utm_source=x")).toBe("query");
    expect(get("/?")).toBe("query");
    expect(get("/admin")).toBe("path");
    expect(get("/services/")).toBe("path");
    expect(get("/", { host: "attacker.example" })).toBe("host");
    expect(get("/", { authorization: "Bearer x" })).toBe("credentials");
    expect(get("/", { cookie: "flash=abc" })).toBe("cookie");
    expect(get("/reservations", { cookie: "booking_draft=abc" })).toBe("cookie");
    expect(get("/", { cookie: "__session=abc" })).toBe("cookie");
    expect(get("/", { cookie: `lang=${LANG_COOKIE_VALUES.fr}; booking_draft=abc` })).toBe("cookie");
    expect(get("/", { cookie: "unknown" })).toBe("cookie");
    expect(get("/en", { cookie: `lang=${LANG_COOKIE_VALUES.fr}` })).toBe("language");
    expect(get("/", { cookie: "lang=en" })).toBe("language");
  });

  it("leaves to the language redirect a first visit it would send to the English twin", () => {
    const browser =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
    const english = { "user-agent": browser, "accept-language": "en-GB,en;q=0.9" };
    expect(get("/services", english)).toBe("first-visit");
    expect(get("/services", { ...english, cookie: `lang=${LANG_COOKIE_VALUES.fr}` })).toBeNull();
    // Whether the referrer is the site's own depends on the scheme the request came with, which the
    // server alone knows: the redirect decides.
    expect(get("/services", { ...english, referer: `https://${HOST}/en/services` })).toBe("first-visit");
    expect(get("/en/services", english)).toBeNull();
    expect(get("/services", { ...english, "accept-language": "fr-FR,fr;q=0.9,en;q=0.8" })).toBeNull();
    expect(
      get("/services", { ...english, "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
    ).toBeNull();
  });
});

describe("the encoding sent", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });
});

describe("what is stored", () => {
  const page = (status: number, headers: Record<string, string>) =>
    new Response("<!DOCTYPE html><p>x</p>", { status, headers: { "Content-Type": "text/html", ...headers } });

  it("refuses anything but a plain 200 without a cookie", async () => {
    expect(await toCachedPage(page(404, {}), () => undefined)).toBeNull();
    expect(await toCachedPage(page(200, { "Set-Cookie": "flash=1" }), () => undefined)).toBeNull();
    expect(await toCachedPage(page(200, { "Cache-Control": "private" }), () => undefined)).toBeNull();
    expect(await toCachedPage(page(200, { "Cache-Control": "no-store" }), () => undefined)).toBeNull();
  });

  it("keeps the bytes, their compressed forms, a validator and the page's policy", async () => {
    const stored = await toCachedPage(page(200, {}), () => "default-src 'self'");
    expect(stored?.body.toString()).toBe("<!DOCTYPE html><p>x</p>");
    expect(stored?.br.length).toBeGreaterThan(0);
    expect(stored?.gzip.length).toBeGreaterThan(0);
    expect(stored?.tag).toMatch(/^[\w-]{27}$/);
    expect(stored?.headers).toContainEqual(["content-security-policy", "default-src 'self'"]);
    expect(stored?.headers).toContainEqual(["cache-control", "no-cache"]);
  });
});
