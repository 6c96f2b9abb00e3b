import os from "node:os";
import { describe, expect, it } from "vitest";
import { LANG_COOKIE_VALUES, langFromCookies } from "~/i18n/lang";
import { siteCookies } from "./cookies.server";
import { loadEnv } from "./env.server";

const NEW = "n".repeat(40);
const OLD = "o".repeat(40);
const envWith = (secret: string, extra: Record<string, string> = {}) =>
  loadEnv({ SESSION_SECRET: secret, DATA_DIR: os.tmpdir(), SITE_URL: "https://example.com", ...extra });

/** What a browser sends back for a Set-Cookie header: `name=value`. */
const sent = (setCookie: string) => setCookie.split(";", 1)[0]!;

describe("site cookies", () => {
  it("sign with the first secret and still accept cookies signed with an older one (rotation)", async () => {
    const before = envWith(OLD);
    const during = envWith(`${NEW},${OLD}`);
    const after = envWith(NEW);
    const oldCookie = sent(await siteCookies(before).bookingDraft.serialize({ date: "2027-05-12" }));
    expect(await siteCookies(during).bookingDraft.parse(oldCookie)).toEqual({ date: "2027-05-12" });
    const newCookie = sent(await siteCookies(during).bookingDraft.serialize({ date: "2027-05-13" }));
    expect(await siteCookies(after).bookingDraft.parse(newCookie)).toEqual({ date: "2027-05-13" });
    // Once the old secret is gone, what it signed is refused.
    expect(await siteCookies(after).bookingDraft.parse(oldCookie)).toBeNull();
  });

  it("refuse a changed value, and a value signed for another purpose", async () => {
    const env = envWith(NEW);
    const cookie = sent(await siteCookies(env).bookingDraft.serialize({ passengers: 2 }));
    const [name, value] = cookie.split("=", 2) as [string, string];
    const [payload, signature] = decodeURIComponent(value).split(".") as [string, string];
    const changed = btoa(JSON.stringify({ passengers: 8 }));
    expect(
      await siteCookies(env).bookingDraft.parse(`${name}=${encodeURIComponent(`${changed}.${signature}`)}`),
    ).toBeNull();
    // The same value signed as a staff session does not pass for a draft.
    const session = sent(await siteCookies(env).staffSession.serialize({ passengers: 2 }));
    const sessionValue = session.slice(session.indexOf("=") + 1);
    expect(await siteCookies(env).bookingDraft.parse(`${name}=${sessionValue}`)).toBeNull();
    expect(payload).not.toBe("");
  });

  it("are Secure in production only, httpOnly and SameSite=Lax except the language the browser writes", async () => {
    const production = siteCookies(envWith(NEW, { NODE_ENV: "production" }));
    const development = siteCookies(envWith(NEW));
    for (const header of [
      await production.staffSession.serialize("token"),
      await production.bookingDraft.serialize({}),
      await production.flash.commitSession(await production.flash.getSession()),
    ]) {
      expect(header).toMatch(/; Secure/);
      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; SameSite=Lax/);
    }
    const lang = await production.lang.serialize("en");
    expect(lang).toMatch(/; Secure/);
    expect(lang).not.toMatch(/HttpOnly/);
    expect(await development.staffSession.serialize("token")).not.toMatch(/Secure/);
  });

  it("read the language the browser writes, and the browser reads what the server writes", async () => {
    const { lang } = siteCookies(envWith(NEW));
    for (const value of ["fr", "en"] as const) {
      expect(sent(await lang.serialize(value))).toBe(`lang=${LANG_COOKIE_VALUES[value]}`);
      expect(await lang.parse(`a=1; lang=${LANG_COOKIE_VALUES[value]}`)).toBe(value);
      expect(langFromCookies(`a=1; ${sent(await lang.serialize(value))}`)).toBe(value);
    }
    expect(langFromCookies("lang=xx")).toBeUndefined();
    expect(langFromCookies(undefined)).toBeUndefined();
  });
});
