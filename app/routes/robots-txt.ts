import { requestInfoContext } from "~/lib/context.server";
import { robotsTxt } from "~/seo/sitemap-data";
import type { Route } from "./+types/robots-txt";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(requestInfoContext);
  return new Response(robotsTxt(env.SITE_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
