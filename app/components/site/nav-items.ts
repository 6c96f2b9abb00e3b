import type { DictKey } from "~/i18n";

/** Top navigation, in order (the specification's: services, fleet, blog, about, contact). */
export const NAV_ITEMS: { path: string; label: DictKey }[] = [
  { path: "/services", label: "nav.services" },
  { path: "/fleet", label: "nav.fleet" },
  { path: "/blog", label: "nav.blog" },
  { path: "/about", label: "nav.about" },
  { path: "/contact", label: "nav.contact" },
];
