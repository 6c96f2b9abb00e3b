/**
 * The JSON endpoints that the booking form calls while the visitor types (address search, a place's
 * details, the trip's price) answered straight from their route modules, without React Router's
 * request handler: on a search that handler took half of the server's CPU time, most of it matching
 * the 91 routes twice (decision 027). The routes stay declared in app/routes.ts and their modules
 * stay the only definition of what they answer; this file only calls them, with the root route's
 * middleware before them, as the router would.
 */
import type { ServerBuild } from "react-router";
import type { FetchHandler } from "./react-router-handler";

/** The route ids answered this way: resource routes (no component), with a path of fixed segments. */
export const DIRECT_ROUTE_IDS = ["api-places", "api-place-details", "api-calculate-trip"] as const;

type Middleware = NonNullable<NonNullable<ServerBuild["routes"][string]>["module"]["middleware"]>[number];

export interface DirectRoute {
  /** The Express path, `/api/places`: matched as the router does, case-insensitive, a trailing slash allowed. */
  path: string;
  handle: FetchHandler;
}

/** 405 for a method the route has no function for, naming the ones it has. */
function methodNotAllowed(allow: string[]): Response {
  return Response.json(
    { error: `Use ${allow.filter((method) => method !== "HEAD").join(" or ")}.` },
    { status: 405, headers: { Allow: allow.join(", "), "Cache-Control": "no-store" } },
  );
}

/**
 * Runs the middleware in order, then `last`, as React Router does: a middleware that does not call
 * `next` has it called after it returns; one that returns (or throws) a Response answers instead.
 */
async function runMiddleware(
  middleware: readonly Middleware[],
  args: Parameters<Middleware>[0],
  last: () => Promise<Response>,
): Promise<Response> {
  const step = async (index: number): Promise<Response> => {
    const current = middleware[index];
    if (!current) return last();
    let answer: Response | undefined;
    const next = async () => {
      answer ??= await step(index + 1);
      return answer;
    };
    const returned = await current(args, next);
    if (returned instanceof Response) return returned;
    return answer ?? next();
  };
  return step(0);
}

/** A thrown Response is the answer (as in a loader that throws a redirect); anything else is an error. */
async function answerOf(run: () => unknown): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    throw new Error("a directly answered route must return a Response");
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The handler of one resource route of the build: loader for GET and HEAD, action for the rest. */
export function directRoute(build: Pick<ServerBuild, "routes">, id: string): DirectRoute {
  const route = build.routes[id];
  const { loader, action } = route?.module ?? {};
  if (
    !route?.path ||
    route.module.default ||
    /[:*?]/.test(route.path) ||
    route.parentId !== "root" ||
    !(loader || action)
  ) {
    throw new Error(`route ${id}: not a resource route with a fixed path directly under the root`);
  }
  const allow = [...(loader ? ["GET", "HEAD"] : []), ...(action ? ["POST"] : [])];
  const middleware = [...(build.routes.root?.module.middleware ?? []), ...(route.module.middleware ?? [])];
  const path = `/${route.path}`;
  return {
    path,
    handle: (request, context) => {
      // What the router gives a loader: its URL (no `.data` suffix here to remove), the route's pattern.
      const args = { request, context, params: {}, url: new URL(request.url), pattern: path };
      const run = request.method === "GET" || request.method === "HEAD" ? loader : action;
      return answerOf(() =>
        runMiddleware(middleware, args, async () =>
          run ? answerOf(() => run(args)) : methodNotAllowed(allow),
        ),
      );
    },
  };
}
