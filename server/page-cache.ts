/**
 * The public pages that are the same for every visitor, rendered once and served from memory
 * (decision 022): the registry's indexable pages in both languages and the shared resources
 * (sitemap.xml, robots.txt, the feeds). Each is rendered on its first request, without a nonce,
 * and kept as its bytes, brotli and gzip, with a strong ETag and a policy naming the hashes of its
 * inline scripts and styles. A request that carries anything personal (a cookie other than a
 * language cookie agreeing with the address, a query string, a body, credentials) never touches
 * the cache: it is rendered for itself, as before. `X-Page-Cache` says which path answered.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { LANG_COOKIE, LANG_COOKIE_VALUES, type Lang, splitLang } from "~/i18n/lang";
import { PAGES, pagePaths } from "~/i18n/registry";
import { firstVisitTarget } from "./language-redirect";

export const CACHE_HEADER = "X-Page-Cache";

/** Resource routes that are the same for every visitor, beside the registry's pages. */
export const SHARED_RESOURCES = ["/sitemap.xml", "/robots.txt", "/blog/feed.xml", "/en/blog/feed.xml"];

/** Every address the cache may answer: the indexable pages of the registry, French and English. */
export function cacheablePaths(): Set<string> {
  const paths = new Set(SHARED_RESOURCES);
  for (const page of PAGES) {
    if (!page.indexable) continue;
    for (const path of Object.values(pagePaths(page))) paths.add(path);
  }
  return paths;
}

export type BypassReason =
  | "method"
  | "query"
  | "path"
  | "host"
  | "credentials"
  | "cookie"
  | "language"
  | "first-visit"
  | "disabled";

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}

export interface CacheableRequest {
  method: string;
  /** The path and query as received */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

function cookieNames(header: string): [string, string][] {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const equals = part.indexOf("=");
      return equals < 0 ? [part, ""] : [part.slice(0, equals).trim(), part.slice(equals + 1).trim()];
    });
}

/**
 * Why a request must be rendered for itself, or null when the shared copy may answer it. Only a
 * language cookie that agrees with the address is allowed: any other cookie (the flash message,
 * the booking draft, the staff session, one this code does not know yet) sends it past the cache.
 */
export function bypassReason(
  request: CacheableRequest,
  paths: ReadonlySet<string>,
  canonicalHost: string,
): BypassReason | null {
  if (request.method !== "GET" && request.method !== "HEAD") return "method";
  if (request.url.includes("?")) return "query";
  if (!paths.has(request.url)) return "path";
  if (request.headers.host !== canonicalHost) return "host";
  if (request.headers.authorization !== undefined) return "credentials";
  const cookie = request.headers.cookie;
  const header = Array.isArray(cookie) ? cookie.join(";") : (cookie ?? "");
  const lang = splitLang(request.url).lang;
  let chosen: Lang | undefined;
  for (const [name, value] of cookieNames(header)) {
    if (name !== LANG_COOKIE) return "cookie";
    if (value !== LANG_COOKIE_VALUES[lang]) return "language";
    chosen = lang;
  }
  // A first visit that the language redirect would send to the English twin (decision 024).
  const visit = {
    path: request.url,
    acceptLanguage: one(request.headers["accept-language"]),
    userAgent: one(request.headers["user-agent"]),
    referer: one(request.headers.referer),
    chosen,
    origin: `http://${canonicalHost}`,
  };
  if (firstVisitTarget(visit) || firstVisitTarget({ ...visit, origin: `https://${canonicalHost}` })) {
    return "first-visit";
  }
  return null;
}

export interface CachedPage {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Strong validator of the bytes; each encoding gets its own suffix */
  tag: string;
  headers: [string, string][];
  vary: string[];
  /** The application's own headers (security headers), taken from the page's first answer */
  shared?: [string, string][];
  /** The headers of each kind of answer (encoding, 304), made once */
  answers: Map<string, string[]>;
}

/** Response headers that describe the stored bytes, or that this module sets itself. */
const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "etag",
  "vary",
]);

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * The stored form of a rendered response, or null when it must not be shared: anything but a 200,
 * a cookie set, or a response its route marked private.
 */
export async function toCachedPage(
  response: Response | globalThis.Response,
  policyFor: (html: string) => string | undefined,
  prepare: (html: string) => string = (html) => html,
): Promise<CachedPage | null> {
  const fetched = response as globalThis.Response;
  const cacheControl = fetched.headers.get("cache-control") ?? "";
  if (fetched.status !== 200 || fetched.headers.has("set-cookie") || /no-store|private/i.test(cacheControl)) {
    await fetched.body?.cancel();
    return null;
  }
  const isHtml = (fetched.headers.get("content-type") ?? "").startsWith("text/html");
  const rendered = Buffer.from(await fetched.arrayBuffer());
  const body = isHtml ? Buffer.from(prepare(rendered.toString("utf8"))) : rendered;
  const headers: [string, string][] = [];
  for (const [name, value] of fetched.headers) {
    if (!DROPPED_HEADERS.has(name) && name !== "content-security-policy") headers.push([name, value]);
  }
  if (!cacheControl) headers.push(["cache-control", "no-cache"]);
  if (isHtml) {
    const policy = policyFor(body.toString("utf8"));
    if (policy) headers.push(["content-security-policy", policy]);
  }
  const [br, gz] = await Promise.all([
    compressBrotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    compressGzip(body, { level: 9 }),
  ]);
  const vary = (fetched.headers.get("vary") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return { body, br, gzip: gz, tag, headers, vary, answers: new Map() };
}

type Encoding = "br" | "gzip" | "identity";

/** The best encoding the client accepts (q > 0): brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((item) => item.trim());
    const q = params.find((param) => param.startsWith("q="));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

function etagOf(page: CachedPage, encoding: Encoding): string {
  return `"${page.tag}${encoding === "identity" ? "" : `-${encoding === "br" ? "br" : "gz"}`}"`;
}

/** If-None-Match names one of the page's validators (any encoding: the content is the same) or `*`. */
function notModified(page: CachedPage, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return (
      tag === "*" ||
      (tag.startsWith(`"${page.tag}`) &&
        ["br", "gzip", "identity"].some((e) => tag === etagOf(page, e as Encoding)))
    );
  });
}

function bodyOf(page: CachedPage, encoding: Encoding): Buffer {
  return encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
}

/** Headers of a response that are its own, never copied from the first answer to the next ones. */
const PER_RESPONSE = new Set([
  "content-security-policy",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "etag",
  "set-cookie",
  CACHE_HEADER.toLowerCase(),
]);

/** The headers the application set before the cache (the security headers) on a page's first answer. */
function sharedHeaders(res: Response): [string, string][] {
  return Object.entries(res.getHeaders()).flatMap(([name, value]) =>
    PER_RESPONSE.has(name) || value === undefined
      ? []
      : [[name, Array.isArray(value) ? value.join(", ") : String(value)] as [string, string]],
  );
}

/** Every header of a cached answer, as the flat list `writeHead` takes, made once per page and kind. */
function answerHeaders(page: CachedPage, encoding: Encoding, unchanged: boolean): string[] {
  const key = `${encoding}${unchanged ? ":304" : ""}`;
  const made = page.answers.get(key);
  if (made) return made;
  const list: string[] = [];
  const vary = new Set<string>();
  for (const [name, value] of [...(page.shared ?? []), ...page.headers]) {
    if (name === "vary") for (const field of value.split(",")) vary.add(field.trim());
    else if (!(unchanged && name === "content-type")) list.push(name, value);
  }
  for (const field of [...page.vary, "Accept-Encoding", "Cookie"]) vary.add(field);
  list.push("Vary", [...vary].join(", "));
  list.push(CACHE_HEADER, "hit", "ETag", etagOf(page, encoding));
  if (!unchanged) {
    if (encoding !== "identity") list.push("Content-Encoding", encoding);
    list.push("Content-Length", String(bodyOf(page, encoding).length));
  }
  page.answers.set(key, list);
  return list;
}

export function sendCachedPage(req: Request, res: Response, page: CachedPage, state: "hit" | "miss") {
  page.shared ??= sharedHeaders(res);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  for (const name of [...page.vary, "Accept-Encoding", "Cookie"]) res.vary(name);
  res.setHeader(CACHE_HEADER, state);
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  res.setHeader("ETag", etagOf(page, encoding));
  if (notModified(page, req.headers["if-none-match"])) {
    res.removeHeader("Content-Type");
    res.status(304).end();
    return;
  }
  const body = bodyOf(page, encoding);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

export interface PageCacheOptions {
  /** Off in development, where the sources change under the server */
  enabled: boolean;
  /** host[:port] of SITE_URL: the only Host the shared copies are made for */
  canonicalHost: string;
  /** Renders an address as a visitor without cookies would get it, without a nonce */
  render: (url: string) => Promise<globalThis.Response>;
  /** The page's policy from the hashes of its inline scripts and styles */
  policyFor: (html: string) => string | undefined;
  /** What is changed in a rendered document before it is stored (deferHydration, app/lib/first-paint.server.ts) */
  prepare?: (html: string) => string;
  /** What the pages vary on beside their address: the Paris date (the footer's year, the booking's first day) */
  day: () => string;
}

/**
 * The Express middleware (which renders a page on its first request and answers with the headers
 * of the whole application), `serve` for the HTTP server itself (which answers the next requests
 * for a page already made, with the same headers, without going through Express: decision 022),
 * and the counters.
 */
export function pageCache(options: PageCacheOptions) {
  const paths = cacheablePaths();
  const store = new Map<string, Promise<CachedPage | null>>();
  /** The pages made and already sent once through Express (so their headers are known) */
  const ready = new Map<string, CachedPage>();
  let storedDay = "";
  let dayCheckedAt = 0;
  const counts = { hit: 0, miss: 0, bypass: 0 };
  const reasonFor = (req: IncomingMessage, url: string) =>
    options.enabled
      ? bypassReason({ method: req.method ?? "", url, headers: req.headers }, paths, options.canonicalHost)
      : "disabled";

  /** Forgets every copy when the date in Paris changes; read at most once a second. */
  function checkDay() {
    const now = Date.now();
    if (now - dayCheckedAt < 1000) return;
    dayCheckedAt = now;
    const day = options.day();
    if (day !== storedDay) {
      store.clear();
      ready.clear();
      storedDay = day;
    }
  }

  async function middleware(req: Request, res: Response, next: NextFunction) {
    const key = req.originalUrl;
    const reason = reasonFor(req, key);
    if (reason) {
      if (reason !== "path") {
        counts.bypass += 1;
        res.setHeader(CACHE_HEADER, "bypass");
      }
      return next();
    }
    checkDay();
    let pending = store.get(key);
    const state = pending ? "hit" : "miss";
    if (!pending) {
      pending = options
        .render(`http://${options.canonicalHost}${key}`)
        .then((response) => toCachedPage(response, options.policyFor, options.prepare));
      store.set(key, pending);
    }
    let page: CachedPage | null;
    try {
      page = await pending;
    } catch (error) {
      store.delete(key);
      return next(error);
    }
    if (!page) {
      // Not shareable (an error, a cookie set): forgotten, and this request rendered for itself.
      if (store.get(key) === pending) store.delete(key);
      counts.bypass += 1;
      res.setHeader(CACHE_HEADER, "bypass");
      return next();
    }
    counts[state] += 1;
    sendCachedPage(req, res, page, state);
    if (store.get(key) === pending) ready.set(key, page);
  }

  /** Answers a request for a page already made, or returns false for Express to handle it. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? "";
    if (reasonFor(req, url)) return false;
    checkDay();
    const page = ready.get(url);
    if (!page) return false;
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const unchanged = notModified(page, req.headers["if-none-match"]);
    res.writeHead(unchanged ? 304 : 200, answerHeaders(page, encoding, unchanged));
    if (unchanged || req.method === "HEAD") res.end();
    else res.end(bodyOf(page, encoding));
    counts.hit += 1;
    return true;
  }

  return Object.assign(middleware, { serve, counts, size: () => store.size });
}
