import type { Dictionary } from "~/i18n";

/** Top navigation, in order (the specification's: services, fleet, blog, about, contact). */
export const NAV_ITEMS: { path: string; label: keyof Dictionary["common"]["nav"] }[] = [
  { path: "/services", label: "services" },
  { path: "/fleet", label: "fleet" },
  { path: "/blog", label: "blog" },
  { path: "/about", label: "about" },
  { path: "/contact", label: "contact" },
];
