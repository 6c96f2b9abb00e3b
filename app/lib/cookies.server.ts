/**
 * Every cookie the site sets, and the values it signs for the browser to hand back, through React
 * Router's cookie primitives (`createCookie`, `createCookieSessionStorage`): they parse, serialise,
 * sign with the first of the SESSION_SECRET list and verify with every one of them, so a secret is
 * rotated by putting the new one first and removing the old one a week later (the longest cookie).
 * Each purpose signs with its own key (its name joined to the secret): a value signed for one purpose
 * never passes for another. Every cookie is SameSite=Lax, and Secure in production.
 */
import { type Cookie, type CookieOptions, createCookie, createCookieSessionStorage } from "react-router";
import { type Env, getEnv } from "./env.server";

const DAY_S = 24 * 3600;
export const SESSION_COOKIE = "__session";

function secretsFor(name: string, env: Env): string[] {
  return env.sessionSecrets.map((secret) => `${name}:${secret}`);
}

function cookieOptions(name: string, env: Env, options: CookieOptions & { signed: boolean }): CookieOptions {
  const { signed, ...rest } = options;
  return {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: env.isProduction,
    ...rest,
    secrets: signed ? secretsFor(name, env) : [],
  };
}

function build(env: Env) {
  const cookie = (name: string, options: CookieOptions & { signed: boolean }) =>
    createCookie(name, cookieOptions(name, env, options));
  return {
    /** The staff session: a random token whose hash is the `sessions` row id (session.server.ts). */
    staffSession: cookie(SESSION_COOKIE, { signed: true, maxAge: 7 * DAY_S }),
    /** What the next page should announce after a redirect (a known kind, never text). */
    flash: createCookieSessionStorage({
      cookie: { name: "flash", ...cookieOptions("flash", env, { signed: true, maxAge: 60 }) },
    }),
    /** After a successful sign-in: this browser is the account's (decision 013, sign-in throttling). */
    signInDevice: cookie("device", { signed: true, maxAge: 365 * DAY_S }),
    /** The unfinished booking request between the form's steps. */
    /** The token of the unfinished booking request (its row holds the request, decision 018). */
    bookingDraft: cookie("booking_draft", { signed: true, maxAge: DAY_S }),
    /** The id of the request this browser sent: only it sees the request's recap on /confirmation. */
    bookingSent: cookie("booking_sent", { signed: true, maxAge: DAY_S }),
    /**
     * The language chosen by the visitor. Written by the browser too (LANG_COOKIE_VALUES in
     * i18n/lang.ts), so neither signed nor httpOnly.
     */
    lang: cookie("lang", { signed: false, httpOnly: false, maxAge: 365 * DAY_S }),
  };
}

let cached: { env: Env; cookies: ReturnType<typeof build> } | undefined;

/** The site's cookies for a configuration (the running one by default). */
export function siteCookies(env: Env = getEnv()): ReturnType<typeof build> {
  if (cached?.env !== env) cached = { env, cookies: build(env) };
  return cached.cookies;
}

const signers = new Map<string, { env: Env; cookie: Cookie }>();

function signer(purpose: string): Cookie {
  const env = getEnv();
  let entry = signers.get(purpose);
  if (entry?.env !== env) {
    entry = { env, cookie: createCookie(purpose, { secrets: secretsFor(purpose, env) }) };
    signers.set(purpose, entry);
  }
  return entry.cookie;
}

/**
 * A value signed as a cookie's would be, to be carried elsewhere (a place id in a form or a URL):
 * base64 of its JSON, a dot, the signature.
 */
export async function signValue(purpose: string, value: unknown): Promise<string> {
  const serialized = await signer(purpose).serialize(value);
  return decodeURIComponent(serialized.slice(purpose.length + 1).split(";", 1)[0]!);
}

/** The value of a token made by signValue for the same purpose, or null when forged or damaged. */
export async function verifiedValue(purpose: string, token: string): Promise<unknown> {
  return signer(purpose).parse(`${purpose}=${encodeURIComponent(token)}`);
}
