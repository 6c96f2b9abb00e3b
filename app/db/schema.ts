import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { SentSheetJob, SheetChannel } from "~/domain/admin/driver-message";
import type { InvoiceDocument } from "~/domain/admin/invoice";
import type { ReservationSource } from "~/domain/admin/source";
import type { ExtraId } from "~/domain/pricing/tariff";
import type { PriceLine, TripType, VehicleChoice } from "~/domain/pricing/trip";

/** An intermediate stop as stored: the place the server resolved and the waiting asked there. */
export interface StoredStop {
  label: string;
  lat: number;
  lng: number;
  kind?: string;
  waitingMinutes: number;
}

/** The statuses in use (decisions 021 and 028). */
export const RESERVATION_STATUSES = [
  "new",
  "quoted",
  "confirmed",
  "completed",
  "cancelled",
  "declined",
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const ROLES = ["admin", "staff"] as const;
export type Role = (typeof ROLES)[number];

/** When a row was created and last changed; both default to the time of insertion. */
const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull(),
    ...timestamps,
    /** Set when an admin deactivates the account: its sessions are deleted and sign-in refused. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`)],
);

/** Who did something and when: the account, and its name then, kept if the account is later removed. */
const actedBy = {
  actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
  actorName: text("actor_name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};

export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull(),
  },
  (t) => [check("user_roles_role_check", sql`${t.role} in ('admin', 'staff')`)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's token: a leaked table does not give working cookies. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

// --- The office's fleet (issue 12): drivers and vehicles, assigned to confirmed jobs -------------

export const drivers = pgTable("drivers", {
  id: uuid("id").primaryKey().defaultRandom(),
  fullName: text("full_name").notNull(),
  phone: text("phone").notNull(),
  /** Language codes the driver speaks with clients (DRIVER_LANGUAGES). */
  languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
  active: boolean("active").notNull().default(true),
  ...timestamps,
});

export const vehicles = pgTable(
  "vehicles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    model: text("model").notNull(),
    /** The registration as written on the plate, "AB-123-CD"; unique whatever the case and spacing. */
    plate: text("plate").notNull(),
    seats: integer("seats").notNull(),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check("vehicles_seats_check", sql`${t.seats} between 1 and 60`),
    uniqueIndex("vehicles_plate_unique").on(sql`upper(regexp_replace(${t.plate}, '[^A-Za-z0-9]', '', 'g'))`),
  ],
);

/**
 * A driver's day sheet as the office prepared it in a message (decision 042): on which day, by which
 * channel, by whom, and what each job said then (a digest per job), so that the office sees which
 * jobs changed since and sends the sheet again.
 */
export const driverSheetSends = pgTable(
  "driver_sheet_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    driverId: uuid("driver_id")
      .notNull()
      .references(() => drivers.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    channel: text("channel").$type<SheetChannel>().notNull(),
    jobs: jsonb("jobs").$type<SentSheetJob[]>().notNull(),
    /** The message as it was opened for the office to send: what the driver was told. */
    text: text("text").notNull(),
    ...actedBy,
  },
  (t) => [
    check("driver_sheet_sends_channel_check", sql`${t.channel} in ('whatsapp', 'sms')`),
    index("driver_sheet_sends_day_idx").on(t.day, t.driverId, t.createdAt),
  ],
);

export type DriverSheetSend = typeof driverSheetSends.$inferSelect;

/**
 * A driver off work or a vehicle out of service for whole days (decision 044): leave, a day off, a
 * vehicle at the garage. The office is warned when it assigns one on such a day, never refused.
 */
export const fleetAbsences = pgTable(
  "fleet_absences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    driverId: uuid("driver_id").references(() => drivers.id, { onDelete: "cascade" }),
    vehicleId: uuid("vehicle_id").references(() => vehicles.id, { onDelete: "cascade" }),
    /** The first and the last day away, both included. */
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    reason: text("reason"),
    ...actedBy,
  },
  (t) => [
    check("fleet_absences_one_resource_check", sql`num_nonnulls(${t.driverId}, ${t.vehicleId}) = 1`),
    check(
      "fleet_absences_days_check",
      sql`${t.endsOn} >= ${t.startsOn} and ${t.endsOn} - ${t.startsOn} < 366`,
    ),
    index("fleet_absences_ends_idx").on(t.endsOn, t.startsOn),
  ],
);

export type Driver = typeof drivers.$inferSelect;
export type Vehicle = typeof vehicles.$inferSelect;

export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    status: text("status").$type<ReservationStatus>().notNull().default("new"),
    language: text("language").$type<"fr" | "en">().notNull(),
    departure: text("departure").notNull(),
    arrival: text("arrival").notNull(),
    departureLat: doublePrecision("departure_lat"),
    departureLng: doublePrecision("departure_lng"),
    arrivalLat: doublePrecision("arrival_lat"),
    arrivalLng: doublePrecision("arrival_lng"),
    distanceKm: doublePrecision("distance_km"),
    durationMin: integer("duration_min"),
    /** The estimate computed by the server (the specification's `price`), in euro cents. */
    priceCents: integer("price_cents"),
    /** The price confirmed by staff, in euro cents. */
    finalPriceCents: integer("final_price_cents"),
    tariffVersion: text("tariff_version"),
    routeSource: text("route_source"),
    date: date("date", { mode: "string" }).notNull(),
    time: text("time").notNull(),
    passengers: integer("passengers").notNull(),
    luggage: integer("luggage").notNull(),
    flightNumber: text("flight_number"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Null only for a request the office took for a client who gave no address (decision 038). */
    email: text("email"),
    phone: text("phone").notNull(),
    message: text("message"),
    /**
     * Who travels, when the one who asked books for someone else (a guest, a client, a relative:
     * decision 043): the driver greets and calls them; the e-mails still go to the one who asked.
     * Null when the one who asked travels. The phone is optional (a concierge may not have it).
     */
    passengerName: text("passenger_name"),
    passengerPhone: text("passenger_phone"),
    /** oneWay, return or hourly (decision 017). An hourly hire stores its start place as both ends. */
    tripType: text("trip_type").$type<TripType>().notNull().default("oneWay"),
    /** Up to three intermediate stops, in order. */
    stops: jsonb("stops").$type<StoredStop[]>().notNull().default([]),
    /** The return leg's own pickup date and time (trip_type = 'return'). */
    returnDate: date("return_date", { mode: "string" }),
    returnTime: text("return_time"),
    /** Hourly hire: hours (2–12), or a full day. */
    hireHours: integer("hire_hours"),
    hireFullDay: boolean("hire_full_day").notNull().default(false),
    /** Extras asked, by id (tariff.ts EXTRA_IDS), and the name-board text. */
    extras: jsonb("extras").$type<Partial<Record<ExtraId, number>>>().notNull().default({}),
    nameBoard: text("name_board"),
    /** standard: `vehicles` V-Class (1 or 2); larger: a larger vehicle on request (vehicles = 0). */
    vehicle: text("vehicle").$type<VehicleChoice>().notNull().default("standard"),
    vehicles: integer("vehicles").notNull().default(1),
    /** Kind of each end (airport, station, hotel…): at an airport or a station the time is the scheduled arrival. */
    departureKind: text("departure_kind"),
    arrivalKind: text("arrival_kind"),
    /** The estimate's lines (pricing/trip.ts PriceLine), as computed on the server. */
    priceLines: jsonb("price_lines").$type<PriceLine[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    statusChangedBy: uuid("status_changed_by").references(() => users.id, { onDelete: "set null" }),
    /** Who drives and in what (decision 019); changed with an e-mail to the client once confirmed. */
    driverId: uuid("driver_id").references(() => drivers.id, { onDelete: "set null" }),
    vehicleId: uuid("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    /** Where the driver meets the client, as the office writes it for the client (empty: the pickup address). */
    meetingPoint: text("meeting_point"),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    /**
     * The client's private follow-up link (/suivi/<token>): 32 random bytes, base64url. Null for rows
     * older than the link (they get one with their next e-mail).
     */
    clientToken: text("client_token").unique(),
    /** How the request reached the office, and the concierge's or partner's name when it came through one. */
    source: text("source").$type<ReservationSource>().notNull().default("site"),
    sourceName: text("source_name"),
    /** A change the client asked for from their link, until the office handles it. */
    changeRequest: text("change_request"),
    changeRequestedAt: timestamp("change_requested_at", { withTimezone: true }),
    /**
     * Until when the client may accept the quote the office sent (status `quoted`, decision 028); the
     * quoted price is `final_price_cents`. Set only while the status is `quoted`, cleared when it leaves it.
     */
    quoteExpiresAt: timestamp("quote_expires_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "reservations_status_check",
      sql`${t.status} in ('new', 'confirmed', 'completed', 'cancelled', 'declined', 'quoted')`,
    ),
    check(
      "reservations_source_check",
      sql`${t.source} in ('site', 'phone', 'whatsapp', 'email', 'concierge', 'partner')`,
    ),
    check(
      "reservations_quote_check",
      // A validity date exists only while the quote is open; a quote always has its price.
      sql`(${t.status} = 'quoted') = (${t.quoteExpiresAt} is not null) and (${t.status} <> 'quoted' or ${t.finalPriceCents} is not null)`,
    ),
    check("reservations_language_check", sql`${t.language} in ('fr', 'en')`),
    // Every request from the site has an address; the office may take one without (decision 038).
    check("reservations_email_check", sql`${t.email} is not null or ${t.source} <> 'site'`),
    check("reservations_passenger_check", sql`${t.passengerPhone} is null or ${t.passengerName} is not null`),
    check("reservations_passengers_check", sql`${t.passengers} between 1 and 60`),
    check("reservations_luggage_check", sql`${t.luggage} between 0 and 80`),
    check("reservations_trip_type_check", sql`${t.tripType} in ('oneWay', 'return', 'hourly')`),
    check(
      "reservations_return_check",
      sql`(${t.tripType} = 'return') = (${t.returnDate} is not null and ${t.returnTime} is not null)`,
    ),
    check("reservations_return_time_check", sql`${t.returnTime} ~ '^([01][0-9]|2[0-3]):(00|15|30|45)$'`),
    check(
      "reservations_hire_check",
      sql`(${t.tripType} = 'hourly') = (${t.hireFullDay} or ${t.hireHours} is not null)`,
    ),
    check("reservations_hire_hours_check", sql`${t.hireHours} between 1 and 24`),
    check("reservations_vehicle_check", sql`${t.vehicle} in ('standard', 'larger')`),
    check("reservations_vehicles_check", sql`${t.vehicles} between 0 and 4`),
    check("reservations_time_check", sql`${t.time} ~ '^([01][0-9]|2[0-3]):(00|15|30|45)$'`),
    index("reservations_created_idx").on(t.createdAt),
    index("reservations_status_created_idx").on(t.status, t.createdAt),
    index("reservations_status_date_idx").on(t.status, t.date, t.time),
  ],
);

/**
 * The crews of a request that needs more than one van (decision 037): van 1's driver and vehicle stay
 * on the request (`reservations.driver_id`, `vehicle_id`); vans 2 to 4 have a row here each, written
 * with the request's assignment and removed when the request needs fewer vans.
 */
export const reservationCrews = pgTable(
  "reservation_crews",
  {
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    /** 2, 3 or 4: which van of the request. */
    van: integer("van").notNull(),
    driverId: uuid("driver_id").references(() => drivers.id, { onDelete: "set null" }),
    vehicleId: uuid("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.van] }),
    check("reservation_crews_van_check", sql`${t.van} between 2 and 4`),
    index("reservation_crews_driver_idx").on(t.driverId),
    index("reservation_crews_vehicle_idx").on(t.vehicleId),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    language: text("language").$type<"fr" | "en">().notNull().default("fr"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: uuid("handled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("contact_messages_language_check", sql`${t.language} in ('fr', 'en')`),
    index("contact_messages_created_idx").on(t.createdAt),
    // A message sent again within two minutes is found by its address (decision 034).
    index("contact_messages_email_created_idx").on(sql`lower(${t.email})`, t.createdAt),
  ],
);

export type Reservation = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type User = typeof users.$inferSelect;

// --- Administration (issue 6): the status history of reservations -------------------------------

/**
 * One row per change of a reservation: a status change (who, when, the price confirmed, the reason
 * given to the client, whether the client was told), an edit of the trip (`changes`: each field's
 * value before and after), or a client's action from their private link (no account: `actor_id` null).
 */
export const reservationEvents = pgTable(
  "reservation_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<ReservationStatus>().notNull(),
    toStatus: text("to_status").$type<ReservationStatus>().notNull(),
    finalPriceCents: integer("final_price_cents"),
    note: text("note"),
    kind: text("kind").$type<ReservationEventKind>().notNull().default("status"),
    /** The reason the client is given (decline, cancellation, price override). */
    reason: text("reason"),
    /** Whether the client was e-mailed about this change (null: no e-mail applies). */
    notified: boolean("notified"),
    changes: jsonb("changes").$type<{ field: string; from: string | null; to: string | null }[]>(),
    ...actedBy,
  },
  (t) => [
    check(
      "reservation_events_from_status_check",
      sql`${t.fromStatus} in ('new', 'confirmed', 'completed', 'cancelled', 'declined', 'quoted')`,
    ),
    check(
      "reservation_events_to_status_check",
      sql`${t.toStatus} in ('new', 'confirmed', 'completed', 'cancelled', 'declined', 'quoted')`,
    ),
    check(
      "reservation_events_kind_check",
      sql`${t.kind} in ('status', 'edit', 'client', 'assignment', 'recap')`,
    ),
    index("reservation_events_reservation_idx").on(t.reservationId, t.createdAt),
  ],
);

export type ReservationEvent = typeof reservationEvents.$inferSelect;
/**
 * status: a change of status; edit: the trip or its price; client: from the client's link;
 * assignment: driver, vehicle, meeting point; recap: the request's e-mail sent again (decision 039).
 */
export const RESERVATION_EVENT_KINDS = ["status", "edit", "client", "assignment", "recap"] as const;
export type ReservationEventKind = (typeof RESERVATION_EVENT_KINDS)[number];

// --- Invoices (decision 045): numbered without a gap, frozen once issued -----------------------

/**
 * An invoice of a journey done, or the credit note that cancels one. Never changed once written, but
 * for `cancelled_by_id` set when a credit note cancels it; what it prints is `document`, whole. Kept
 * after its request is deleted (the accounts keep invoices ten years from the year's end); the
 * retention job deletes it eleven years after it was issued.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    kind: text("kind").$type<"invoice" | "credit">().notNull(),
    /** The year's series: "2026-0007". */
    number: text("number").notNull().unique(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    /** A credit note: the invoice it cancels. */
    cancelsId: uuid("cancels_id"),
    /** An invoice: the credit note that cancelled it. */
    cancelledById: uuid("cancelled_by_id"),
    totalCents: integer("total_cents").notNull(),
    document: jsonb("document").$type<InvoiceDocument>().notNull(),
    /**
     * An invoice's payment as received (decision 046): the day and the means, and who recorded it.
     * Set at issue when the invoice says it is paid; later, by the office, for one issued as due.
     * The document is not touched: it stays as the client received it.
     */
    settledOn: date("settled_on", { mode: "string" }),
    settledMethod: text("settled_method").$type<"card" | "cash" | "transfer">(),
    settledByName: text("settled_by_name"),
    ...actedBy,
  },
  (t) => [
    check("invoices_kind_check", sql`${t.kind} in ('invoice', 'credit')`),
    check(
      "invoices_settled_check",
      sql`(${t.settledOn} is null) = (${t.settledMethod} is null) and (${t.settledOn} is null or (${t.kind} = 'invoice' and ${t.settledMethod} in ('card', 'cash', 'transfer') and ${t.settledByName} is not null))`,
    ),
    check("invoices_total_check", sql`${t.totalCents} > 0`),
    check("invoices_credit_check", sql`(${t.kind} = 'credit') = (${t.cancelsId} is not null)`),
    uniqueIndex("invoices_year_sequence_idx").on(t.year, t.sequence),
    // One invoice in force per request; a credit note cancels one at most once.
    uniqueIndex("invoices_live_idx")
      .on(t.reservationId)
      .where(sql`${t.kind} = 'invoice' and ${t.cancelledById} is null`),
    uniqueIndex("invoices_cancels_idx").on(t.cancelsId),
  ],
);
export type Invoice = typeof invoices.$inferSelect;

/** The last number given in each year's series; its row lock serialises two invoices issued at once. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

// --- E-mail (issue 7): the outbox, written in the same transaction as what it announces ----------

export const EMAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * One row per e-mail to send. A worker claims pending rows under a lease (`locked_by`, `lease_until`),
 * sends them, and records the outcome; retries back off; a row whose lease ran out while sending (its
 * worker died) is never sent again automatically (it is shown to staff as failed), so nobody receives
 * the same e-mail twice.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** [{ filename, contentType, content (UTF-8 text) }] */
    attachments:
      jsonb("attachments").$type<
        { filename: string; contentType: string; content: string; encoding?: "base64" }[]
      >(),
    status: text("status").$type<EmailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    /** The worker that claimed the row (host:pid:random), kept after the outcome for the record. */
    lockedBy: text("locked_by"),
    /** The claim holds until then; the worker renews it while sending. Expired: the worker died. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    messageId: text("message_id").notNull().unique(),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    contactMessageId: uuid("contact_message_id").references(() => contactMessages.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * For an e-mail a scheduled job writes (a reminder, the office's evening sheet): what it is about,
     * e.g. `reminder:<reservation>:<date> <time>`. Unique, so a job run twice, by two instances or
     * after a crash, writes it once (decision 025).
     */
    idempotencyKey: text("idempotency_key").unique(),
  },
  (t) => [
    check("email_outbox_status_check", sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

export type OutboxEmail = typeof emailOutbox.$inferSelect;

/**
 * Last run of each periodic job shared by all server processes (data retention), so that a daily job
 * runs once a day for the whole fleet, whichever instance takes its turn.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});

/**
 * Rate-limit counters shared by every server process (app/lib/rate-limit.server.ts), used when the
 * site runs on PostgreSQL. `key` is a hash of the limit's name and what it counts per (an address,
 * an account...), never the address or e-mail itself; a row is reused once its window has ended.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

/**
 * The unfinished booking request between the form's steps (app/booking/draft.server.ts). The browser's
 * signed cookie holds a random token; `id` is its SHA-256, so a copy of the table gives no working
 * cookie. A draft lives 24 hours from its last change; the retention job deletes it after that.
 * `reservationId` is set in the transaction that stores the request: a retried Confirm finds it and
 * answers with the same request instead of a second one.
 */
export const bookingDrafts = pgTable(
  "booking_drafts",
  {
    id: text("id").primaryKey(),
    data: jsonb("data").notNull(),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    ...timestamps,
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("booking_drafts_expires_idx").on(t.expiresAt)],
);
