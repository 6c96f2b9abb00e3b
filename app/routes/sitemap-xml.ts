import { requestInfoContext } from "~/lib/context.server";
import { sitemapUrls, sitemapXml } from "~/seo/sitemap-data";
import type { Route } from "./+types/sitemap-xml";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(requestInfoContext);
  return new Response(sitemapXml(sitemapUrls(env.SITE_URL)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
