import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { localizePath } from "./i18n/lang";
import { PAGES } from "./i18n/registry";

export default [
  ...PAGES.flatMap((page) => [
    route(page.path, page.file, { id: page.id }),
    ...(page.bilingual ? [route(localizePath(page.path, "en"), page.file, { id: `${page.id}.en` })] : []),
  ]),
  // The client's private page, reached from their e-mails only (decision 021): never in the registry,
  // so never in sitemaps nor in the shared page cache.
  route("suivi/:token", "routes/follow.tsx", { id: "follow" }),
  route("en/suivi/:token", "routes/follow.tsx", { id: "follow.en" }),
  route("api/calculate-trip", "routes/api.calculate-trip.ts", { id: "api-calculate-trip" }),
  route("api/places", "routes/api.places.ts", { id: "api-places" }),
  route("api/places/details", "routes/api.place-details.ts", { id: "api-place-details" }),
  route("map.svg", "routes/map-svg.ts", { id: "map-svg" }),
  route("sitemap.xml", "routes/sitemap-xml.ts", { id: "sitemap-xml" }),
  route("robots.txt", "routes/robots-txt.ts", { id: "robots-txt" }),
  route("blog/feed.xml", "routes/blog-feed.ts", { id: "blog-feed" }),
  route("en/blog/feed.xml", "routes/blog-feed.ts", { id: "blog-feed.en" }),
  // The staff area beyond /auth (French only, not in the registry: never in sitemaps). Every page under
  // /admin is a child of the staff layout, which checks the session and role once (decision 019).
  route("auth/logout", "routes/sign-out.ts", { id: "auth-logout" }),
  route("admin", "routes/staff-layout.tsx", { id: "staff" }, [
    index("routes/admin.tsx", { id: "admin" }),
    route("planning", "routes/admin-planning.tsx", { id: "admin-planning" }),
    route("planning/pulse", "routes/admin-planning-pulse.ts", { id: "admin-planning-pulse" }),
    route("planning/sheet", "routes/admin-sheet.tsx", { id: "admin-sheet" }),
    route("reservations/new", "routes/admin-new-reservation.tsx", { id: "admin-new-reservation" }),
    route("reservations/:id/proof", "routes/admin-proof.tsx", { id: "admin-proof" }),
    route("reservations/:id/proof.pdf", "routes/admin-proof-pdf.ts", { id: "admin-proof-pdf" }),
    route("reservations/:id", "routes/admin-reservation.tsx", { id: "admin-reservation" }),
    route("invoices", "routes/admin-invoices.tsx", { id: "admin-invoices" }),
    route("invoices.csv", "routes/admin-invoices-csv.ts", { id: "admin-invoices-csv" }),
    route("invoices/:invoiceId", "routes/admin-invoice-pdf.ts", { id: "admin-invoice-pdf" }),
    route("export.csv", "routes/admin-export.ts", { id: "admin-export" }),
    route("accounts", "routes/admin-accounts.tsx", { id: "admin-accounts" }),
    route("drivers", "routes/admin-fleet.tsx", { id: "admin-drivers" }),
    route("vehicles", "routes/admin-fleet.tsx", { id: "admin-vehicles" }),
  ]),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
