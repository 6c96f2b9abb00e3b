/**
 * How a request reached the office (issue 12 §5): the site's form, or staff typing it in for a caller
 * (phone, WhatsApp, e-mail), a concierge or a partner, named. Pure: shared by the server, the staff
 * pages and the database schema's check.
 */
export const RESERVATION_SOURCES = ["site", "phone", "whatsapp", "email", "concierge", "partner"] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];

/** The sources staff may record when they take a request themselves (never "site"). */
export const STAFF_SOURCES = ["phone", "whatsapp", "email", "concierge", "partner"] as const;
export type StaffSource = (typeof STAFF_SOURCES)[number];

/** The sources that name who passed the request on (a hotel's concierge, an agency). */
export const NAMED_SOURCES: readonly ReservationSource[] = ["concierge", "partner"];

export const SOURCE_NAME_MAX = 120;

export function isSource(value: unknown): value is ReservationSource {
  return typeof value === "string" && (RESERVATION_SOURCES as readonly string[]).includes(value);
}

export function isStaffSource(value: unknown): value is StaffSource {
  return typeof value === "string" && (STAFF_SOURCES as readonly string[]).includes(value);
}

export const SOURCE_LABELS: Record<ReservationSource, string> = {
  site: "Site",
  phone: "Téléphone",
  whatsapp: "WhatsApp",
  email: "E-mail",
  concierge: "Conciergerie",
  partner: "Partenaire",
};

/** Every source with its label, for the staff area's filters. */
export const SOURCE_CHOICES = RESERVATION_SOURCES.map((source) => [source, SOURCE_LABELS[source]] as const);

/** The source as the office reads it: "Téléphone", "Conciergerie : Hôtel Martinez". */
export function sourceLabel(source: ReservationSource, name?: string | null): string {
  const label = SOURCE_LABELS[source] ?? source;
  return name && NAMED_SOURCES.includes(source) ? `${label} : ${name}` : label;
}
