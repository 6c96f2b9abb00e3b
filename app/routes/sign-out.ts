import { redirect } from "react-router";
import { assertSameOrigin } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { clearSessionCookie, destroySession, flashCookie } from "~/lib/session.server";
import type { Route } from "./+types/sign-out";

/** Signing out changes state, so only a POST does it; a GET just goes home. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(requestInfoContext);
  assertSameOrigin(request, env.SITE_URL);
  await destroySession(request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await clearSessionCookie(env));
  headers.append("Set-Cookie", await flashCookie("signed-out", env));
  return redirect("/", { headers });
}
