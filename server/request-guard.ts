/**
 * What every request goes through before any route sees it: a readable address, and a body read
 * under one size limit. The limit is enforced while the body arrives (a declared Content-Length
 * over it is refused before a byte is read; a chunked body is cut off as soon as it passes it), so
 * memory per request stays bounded whatever a client sends. Form routes also get a body that parses.
 */
import type { NextFunction, Request, Response } from "express";
import { dictionary } from "~/i18n/dictionary";
import { type Lang, splitLang } from "~/i18n/lang";

/** The only body-size limits of the site: the JSON APIs take a few hundred bytes, forms a few KB. */
export const BODY_LIMITS = { api: 4 * 1024, form: 32 * 1024 } as const;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
type RequestTextKey = keyof ReturnType<typeof dictionary>["common"]["request"];

export function isApiPath(path: string): boolean {
  return path.startsWith("/api/");
}

export function bodyLimit(path: string): number {
  return isApiPath(path) ? BODY_LIMITS.api : BODY_LIMITS.form;
}

function hasBody(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

/** The language of a raw path, read without decoding it (it may be undecodable). */
function langOf(rawPath: string): Lang {
  return splitLang(rawPath.split("?")[0] ?? "/").lang;
}

/** How long an oversized body is still read (and thrown away) after the 413, so the client hears it. */
const LINGER_MS = 2000;

/**
 * A refusal in the visitor's language: JSON `{ error }` for the APIs, plain text elsewhere.
 * `close` ends the connection after the answer. Closing a socket with unread data resets it, and the
 * client may lose the answer with it: so the rest of the body is read and thrown away (no memory
 * kept) for at most LINGER_MS after the answer, then the connection is cut, as a reverse proxy's
 * lingering close does.
 */
export function refuse(
  req: Request,
  res: Response,
  status: number,
  key: RequestTextKey,
  { close = false } = {},
) {
  const message = dictionary(langOf(req.originalUrl)).common.request[key];
  res.status(status).set("Cache-Control", "no-store");
  if (close) {
    req.removeAllListeners("data");
    req.resume();
    res.once("finish", () => {
      if (req.complete) return;
      const cut = setTimeout(() => req.socket.destroy(), LINGER_MS);
      cut.unref();
      req.once("end", () => {
        clearTimeout(cut);
        req.socket.destroy();
      });
    });
  }
  if (isApiPath(req.originalUrl)) res.json({ error: message });
  else res.type("text/plain").send(message);
}

/** What a browser or an API client may ask of this site; TRACE and the like are refused. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * 405 for a method the site does not speak; 400 for an address that cannot be read, before static files or routes: a path with broken
 * percent-encoding (`/%ff`, `/%`), or a Host header that makes no URL (`[::1`).
 */
export function rejectMalformedUrl(req: Request, res: Response, next: NextFunction) {
  if (!METHODS.has(req.method)) {
    res.set("Allow", [...METHODS].join(", "));
    return refuse(req, res, 405, "badMethod");
  }
  try {
    decodeURIComponent(req.path);
    new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
  } catch {
    return refuse(req, res, 400, "badUrl");
  }
  next();
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/** Reads a request body into memory, failing as soon as it passes `limit` bytes. */
export function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onAborted);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        req.pause();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onAborted = () => onError(new Error("request aborted"));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("aborted", onAborted);
  });
}

/** The parsed media type of a request, lower case, without parameters. */
function mediaType(req: Request): string {
  return (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Reads the body of every request that may carry one, under its limit, into `res.locals.body`.
 * Pages (not the APIs) accept only form submissions that parse: anything else is a 4xx here, so an
 * action's `request.formData()` cannot fail on what a client sent.
 */
export async function guardBody(req: Request, res: Response, next: NextFunction) {
  if (!hasBody(req.method)) return next();
  const limit = bodyLimit(req.path);
  const declared = Number(req.headers["content-length"] ?? "0");
  if (!Number.isFinite(declared) || declared > limit) {
    return refuse(req, res, 413, "tooLarge", { close: true });
  }
  let body: Buffer;
  try {
    body = await readBody(req, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(req, res, 413, "tooLarge", { close: true });
    // The client went away or broke the stream: nobody is left to answer, close the connection.
    req.socket.destroy();
    return;
  }
  if (!isApiPath(req.path) && body.length > 0) {
    const type = mediaType(req);
    if (!FORM_TYPES.includes(type)) return refuse(req, res, 415, "badType");
    try {
      await new Request("http://localhost/", {
        method: "POST",
        headers: { "Content-Type": req.headers["content-type"]! },
        body: new Uint8Array(body),
      }).formData();
    } catch {
      return refuse(req, res, 400, "badForm");
    }
  }
  res.locals.body = body;
  next();
}
