import type { HeadersArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { routeHeaders, staffHeaders } from "./route-headers";

const args = (loader: Record<string, string>, action: Record<string, string> = {}) =>
  ({
    loaderHeaders: new Headers(loader),
    actionHeaders: new Headers(action),
    errorHeaders: undefined,
    parentHeaders: new Headers(),
  }) as unknown as HeadersArgs;

describe("route headers", () => {
  it("keeps the route's own headers and passes Retry-After on, nothing else", () => {
    const headers = routeHeaders({ "Cache-Control": "no-store" })(
      args({ "Retry-After": "60", "X-Other": "1" }),
    );
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("Retry-After")).toBe("60");
    expect(headers.get("X-Other")).toBeNull();
  });

  it("staff pages are never cached nor indexed, and say when to come back after a 503", () => {
    const headers = staffHeaders(args({}, { "Retry-After": "60" }));
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(headers.get("Retry-After")).toBe("60");
  });
});
