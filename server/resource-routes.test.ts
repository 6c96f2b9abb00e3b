import { createContext, RouterContextProvider, type ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { directRoute } from "./resource-routes";

type Routes = ServerBuild["routes"];
/** A route module as the build holds it: a resource route has no default export. */
type Module = Partial<NonNullable<Routes[string]>["module"]>;
type Fakes = Record<string, { id: string; parentId?: string; path?: string; module: Module }>;

const said = createContext<string>("nothing said");

function buildWith(
  module: Module,
  rootMiddleware: NonNullable<Module["middleware"]> = [],
  extra: Fakes = {},
) {
  const routes: Fakes = {
    root: { id: "root", path: "", module: { middleware: rootMiddleware } },
    "api-thing": { id: "api-thing", parentId: "root", path: "api/thing", module },
    ...extra,
  };
  return { routes: routes as unknown as Routes };
}

const get = (path = "/api/thing?q=1") => new Request(`http://localhost${path}`);
const post = (body = "{}") => new Request("http://localhost/api/thing", { method: "POST", body });

describe("a resource route answered without the router's handler", () => {
  it("is mounted at its path; a route with a component, a parameter or another parent is refused", () => {
    const loader = async () => Response.json({});
    expect(directRoute(buildWith({ loader }), "api-thing").path).toBe("/api/thing");
    const refused: Fakes = {
      page: { id: "page", parentId: "root", path: "page", module: { default: () => null } },
      param: { id: "param", parentId: "root", path: "api/:id", module: { loader } },
      nested: { id: "nested", parentId: "layout", path: "api/nested", module: { loader } },
      empty: { id: "empty", parentId: "root", path: "api/empty", module: {} },
    };
    for (const id of ["page", "param", "nested", "empty", "missing"]) {
      expect(() => directRoute(buildWith({ loader }, [], refused), id)).toThrow(`route ${id}`);
    }
  });

  it("calls the loader for GET and HEAD, the action for POST, with the router's arguments", async () => {
    const loader = vi.fn(async () => Response.json({ read: true }));
    const action = vi.fn(async ({ request }: { request: Request }) =>
      Response.json({ got: await request.text() }),
    );
    const route = directRoute(buildWith({ loader, action }), "api-thing");
    const context = new RouterContextProvider();

    expect(await (await route.handle(get(), context)).json()).toEqual({ read: true });
    expect(loader).toHaveBeenCalledWith(
      expect.objectContaining({
        context,
        params: {},
        pattern: "/api/thing",
        url: new URL("http://localhost/api/thing?q=1"),
      }),
    );
    await route.handle(new Request("http://localhost/api/thing", { method: "HEAD" }), context);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(await (await route.handle(post('{"a":1}'), context)).json()).toEqual({ got: '{"a":1}' });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("answers 405 naming the methods it has when the route has no function for the request's", async () => {
    const readOnly = directRoute(buildWith({ loader: async () => Response.json({}) }), "api-thing");
    const refused = await readOnly.handle(post(), new RouterContextProvider());
    expect(refused.status).toBe(405);
    expect(refused.headers.get("Allow")).toBe("GET, HEAD");
    expect(await refused.json()).toEqual({ error: "Use GET." });

    const writeOnly = directRoute(buildWith({ action: async () => Response.json({}) }), "api-thing");
    const asked = await writeOnly.handle(get(), new RouterContextProvider());
    expect([asked.status, asked.headers.get("Allow")]).toEqual([405, "POST"]);
    expect(await asked.json()).toEqual({ error: "Use POST." });
  });

  it("runs the root's middleware first, once, whether or not it calls next", async () => {
    const loader = vi.fn(async ({ context }: { context: Readonly<RouterContextProvider> }) =>
      Response.json({ said: context.get(said) }),
    );
    const setsOnly = directRoute(
      buildWith({ loader }, [
        ({ context }) => {
          context.set(said, "set by the root");
        },
      ]),
      "api-thing",
    );
    expect(await (await setsOnly.handle(get(), new RouterContextProvider())).json()).toEqual({
      said: "set by the root",
    });
    expect(loader).toHaveBeenCalledTimes(1);

    const wraps = directRoute(
      buildWith({ loader }, [
        async (_args, next) => {
          const answer = await next();
          answer.headers.set("X-Wrapped", "yes");
          return answer;
        },
      ]),
      "api-thing",
    );
    const wrapped = await wraps.handle(get(), new RouterContextProvider());
    expect(wrapped.headers.get("X-Wrapped")).toBe("yes");
    expect(loader).toHaveBeenCalledTimes(2);

    const answers = directRoute(
      buildWith({ loader }, [() => new Response("early", { status: 401 })]),
      "api-thing",
    );
    expect((await answers.handle(get(), new RouterContextProvider())).status).toBe(401);
    const throws = directRoute(
      buildWith({ loader }, [
        () => {
          throw new Response(null, { status: 302, headers: { Location: "/" } });
        },
      ]),
      "api-thing",
    );
    expect((await throws.handle(get(), new RouterContextProvider())).status).toBe(302);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("answers a thrown Response; an error, or a value that is not a Response, is the server's error", async () => {
    const context = new RouterContextProvider();
    const thrown = directRoute(
      buildWith({
        loader: async () => {
          throw Response.json({ error: "no" }, { status: 400 });
        },
      }),
      "api-thing",
    );
    expect((await thrown.handle(get(), context)).status).toBe(400);
    const failing = directRoute(
      buildWith({
        loader: async () => {
          throw new Error("the database is gone");
        },
      }),
      "api-thing",
    );
    await expect(failing.handle(get(), context)).rejects.toThrow("the database is gone");
    const plain = directRoute(buildWith({ loader: async () => ({ not: "a response" }) }), "api-thing");
    await expect(plain.handle(get(), context)).rejects.toThrow("must return a Response");
  });
});
