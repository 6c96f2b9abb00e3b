import { type RouteConfig, route } from "@react-router/dev/routes";
import { localizePath } from "./i18n/lang";
import { PAGES } from "./i18n/registry";

export default [
  ...PAGES.flatMap((page) => [
    route(page.path, page.file, { id: page.id }),
    ...(page.bilingual ? [route(localizePath(page.path, "en"), page.file, { id: `${page.id}.en` })] : []),
  ]),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
