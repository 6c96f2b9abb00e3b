/**
 * Hands an Express request to React Router (or to a route module answered directly: resource-routes.ts).
 * Unlike @react-router/express, the body is the one `guardBody` already read under the size limit
 * (`res.locals.body`), never the raw socket stream.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import type { RouterContextProvider } from "react-router";

/** What answers a request once it is a Fetch request: React Router's handler, or one route module's. */
export type FetchHandler = (
  request: globalThis.Request,
  context: RouterContextProvider,
) => Promise<globalThis.Response>;

function headersOf(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** The public URL of the request (Express resolves the host and protocol, trusting the proxy if told to). */
function urlOf(req: Request): string {
  const port = /:(\d+)$/.exec(req.get("host") ?? "")?.[1];
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  return `${req.protocol}://${host}${req.originalUrl}`;
}

export function reactRouterHandler(
  handle: FetchHandler,
  getLoadContext: (req: Request, res: Response) => RouterContextProvider,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    try {
      const body = res.locals.body as Buffer | undefined;
      const request = new Request(urlOf(req), {
        method: req.method,
        headers: headersOf(req),
        signal: controller.signal,
        ...(body && req.method !== "GET" && req.method !== "HEAD" ? { body: new Uint8Array(body) } : {}),
      });
      const response = await handle(request, getLoadContext(req, res));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      // A page's own header replaces the site-wide default set before (a private page's Referrer-Policy),
      // except those that add up: cookies, and policies (two CSPs are both enforced).
      for (const [name, value] of response.headers) {
        if (name === "set-cookie" || name === "content-security-policy") res.append(name, value);
        else if (name === "vary") res.vary(value);
        else res.set(name, value);
      }
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}
