/**
 * Issue 11 §4: the trips of decision 017 reach the office and the client in step. Requests sent
 * through the booking action (a return Nice airport ↔ Cannes on Festival dates, three stops, a
 * 6-hour hire in Monaco during the Grand Prix) arrive through a real SMTP server with their type,
 * stops, return, hire, included waiting, extras and price lines; the confirmation's calendar file
 * holds the way back as its own event; the staff detail view and the CSV show the same.
 */
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingAction } from "~/booking/flow.server";
import { PriceCard, TripCard } from "~/components/admin/reservation-detail";
import { RouteMap } from "~/components/admin/route-map";
import { RouteCell } from "~/components/admin/table-region";
import { type Database, db, setDatabase } from "~/db/client.server";
import { type Reservation, reservations } from "~/db/schema";
import { DETAIL_TEXT } from "~/i18n/staff";
import { deliverDue, transportFromEnv } from "~/lib/mail.server";
import * as adminRoute from "~/routes/admin";
import * as exportRoute from "~/routes/admin-export";
import * as planningRoute from "~/routes/admin-planning";
import * as reservationRoute from "~/routes/admin-reservation";
import { formRequest, testEnv } from "../helpers/context";
import { testDatabases } from "../helpers/databases";
import { startSmtp } from "../helpers/smtp";
import { accountWithSession, args, contextFor, get, outcome, post } from "./admin-helpers";

const NOW = new Date("2026-11-22T10:00:00Z");
const FUTURE = new Date(Date.now() + 365 * 86_400_000);

const contact = {
  lastName: "Dubois",
  phone: "+33 6 12 34 56 78",
  message: "",
  passengers: "2",
  luggage: "2",
};

const TRIPS = {
  return: {
    lang: "fr",
    fields: {
      tripType: "return",
      departure: "Aéroport Nice Côte d'Azur Terminal 1",
      arrival: "Cannes",
      date: "2027-05-20",
      time: "15:00",
      returnDate: "2027-05-22",
      returnTime: "23:30",
      flightNumber: "AF7700",
      firstName: "Claire",
      email: "claire@example.com",
    },
  },
  stops: {
    lang: "en",
    fields: {
      departure: "Nice",
      arrival: "Menton",
      stop1: "Villefranche-sur-Mer",
      stop1Wait: "0",
      stop2: "Èze",
      stop2Wait: "30",
      stop3: "Monaco",
      stop3Wait: "15",
      date: "2027-03-10",
      time: "10:00",
      firstName: "James",
      email: "james@example.com",
    },
  },
  hourly: {
    lang: "fr",
    fields: {
      tripType: "hourly",
      departure: "Monaco",
      hours: "6",
      date: "2027-06-05",
      time: "09:00",
      babySeat: "1",
      nameBoard: "M. et Mme Dubois",
      firstName: "Inès",
      email: "ines@example.com",
    },
  },
  villa: {
    lang: "en",
    fields: {
      departure: "Villa Les Cèdres St Jean Cap Ferrat",
      arrival: "Aéroport Nice Côte d'Azur Terminal 2",
      // A stop typed as the client knows it: a villa the gazetteer does not hold either.
      stop1: "Villa Les Oliviers Èze",
      stop1Wait: "15",
      date: "2027-04-02",
      time: "08:15",
      firstName: "Anna",
      email: "anna@example.com",
    },
  },
} as const;

describe.each(testDatabases())("trips in the e-mails, the staff view and the CSV on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let env: ReturnType<typeof testEnv>;
  let cookie: string;
  const rows: Partial<Record<keyof typeof TRIPS, Reservation>> = {};

  beforeAll(async () => {
    smtp = await startSmtp();
    env = testEnv({
      SMTP_URL: smtp.url,
      COMPANY_EMAIL: "office@chauffeur.example",
      SITE_URL: "https://chauffeur.example",
    });
    database = await target.open();
    setDatabase(database);
    cookie = (await accountWithSession("ops@example.com", "staff")).cookie;
    for (const [kind, trip] of Object.entries(TRIPS) as [
      keyof typeof TRIPS,
      (typeof TRIPS)[keyof typeof TRIPS],
    ][]) {
      const result = await bookingAction({
        request: formRequest(
          trip.lang === "en" ? "http://localhost/en/reservations" : "http://localhost/reservations",
          { intent: "confirm", step: "4", ...contact, ...trip.fields },
        ),
        lang: trip.lang,
        clientIp: "10.4.0.1",
        env: { ...env, BOOKING_RATE_LIMIT: 100_000 },
        now: NOW,
      });
      expect(result instanceof Response, JSON.stringify((result as { data?: unknown }).data ?? null)).toBe(
        true,
      );
      const reference = (result as Response).headers.get("location")!.split("ref=")[1]!;
      const [row] = await db().select().from(reservations).where(eq(reservations.reference, reference));
      rows[kind] = row!;
    }
    expect(await deliverDue(env, transportFromEnv(env), FUTURE)).toBe(8);
  });
  afterAll(async () => {
    await smtp.close();
    setDatabase(undefined);
    await database.close();
    await target.dispose();
  });

  const mails = (reference: string) => {
    const found = smtp.received.filter((m) => m.subject?.includes(reference));
    const office = found.find((m) => JSON.stringify(m.to).includes("office@chauffeur.example"));
    const client = found.find((m) => !JSON.stringify(m.to).includes("office@chauffeur.example"));
    expect(office && client, reference).toBeTruthy();
    return { office: office!, client: client! };
  };
  const linesAddUp = (row: Reservation) =>
    expect(row.priceLines!.reduce((sum, l) => sum + l.cents, 0)).toBe(row.priceCents);

  it("a return on Festival dates: the landing time, the waiting included, the way back and each leg's lines", () => {
    const row = rows.return!;
    linesAddUp(row);
    const { office, client } = mails(row.reference);
    for (const mail of [office, client]) {
      expect(mail.text).toContain("Type de trajet : Aller-retour");
      expect(mail.text).toContain("jeudi 20 mai 2027, 15:00 (heure d’atterrissage prévue)");
      expect(mail.text).toContain("Retour : samedi 22 mai 2027, 23:30 (heure de prise en charge)");
      expect(mail.text).toContain("Attente incluse : jusqu’à 1 h après l’heure d’arrivée prévue");
      expect(mail.text).toContain("Vol : AF7700");
      expect(mail.text).toContain("Festival de Cannes (+20 %)");
      expect(mail.text).toContain("Remise aller-retour (−10 %) : −");
      expect(mail.text).toContain(`Prix estimé : ${row.priceCents! / 100} €`);
    }
    expect(client.html).toContain("Détail du prix");
  });

  it("three stops, in English to the client and in French to the office", () => {
    const row = rows.stops!;
    linesAddUp(row);
    const { office, client } = mails(row.reference);
    expect(client.text).toMatch(
      /Journey: Nice[^\n]* → Villefranche-sur-Mer[^\n]* → Èze[^\n]* → Monaco[^\n]* → Menton/,
    );
    expect(client.text).toMatch(
      /Stops: 1\. Villefranche-sur-Mer[^\n]*\n {2}2\. Èze[^\n]*\(waiting 30 min\)\n {2}3\. Monaco[^\n]*\(waiting 15 min\)/,
    );
    expect(client.text).toMatch(/ {4}3 stops: €45/);
    expect(client.text).toMatch(/ {4}Waiting \(45 min\): €45/);
    expect(office.text).toMatch(/Arrêts : 1\. Villefranche-sur-Mer/);
    expect(office.text).toContain("Type de trajet : Aller simple");
  });

  it("a 6-hour hire during the Grand Prix: hours, kilometres, extra-kilometre rate, extras, name board", () => {
    const row = rows.hourly!;
    linesAddUp(row);
    const { office, client } = mails(row.reference);
    expect(office.subject).toMatch(/^Demande RC-[0-9A-Z]{6} · 05\/06 09:00 · Monaco · mise à disposition$/);
    for (const mail of [office, client]) {
      expect(mail.text).toContain("Type de trajet : Mise à disposition (à l’heure)");
      expect(mail.text).toContain("Durée : 6 heures, 180 km inclus ; au-delà, 2,50 € par kilomètre");
      expect(mail.text).toContain("Options : Siège bébé (0–13 kg)");
      expect(mail.text).toContain("Pancarte : M. et Mme Dubois");
      expect(mail.text).toContain("Grand Prix de Monaco (+25 %)");
      expect(mail.text).not.toContain("Distance estimée");
    }
  });

  it("villas kept as typed, as departure and as a stop: both e-mails say where the estimate put each", () => {
    const { office, client } = mails(rows.villa!.reference);
    const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    expect(flat(office.text!)).toContain(
      "Repère de l’estimation : Saint-Jean-Cap-Ferrat, pour « Villa Les Cèdres St Jean Cap Ferrat »",
    );
    expect(flat(office.text!)).toContain("Repère de l’estimation : Èze, pour « Villa Les Oliviers Èze »");
    expect(client.text).toContain("Estimate based on: Èze, for “Villa Les Oliviers Èze”");
    // In the trip's order: the departure, then the stop.
    expect(client.text!.indexOf("for “Villa Les Cèdres")).toBeLessThan(
      client.text!.indexOf("for “Villa Les Oliviers"),
    );
    // Stops the gazetteer holds add nothing.
    expect(mails(rows.stops!.reference).client.text).not.toContain("Estimate based on");
  });

  it("the confirmation's calendar file holds the return leg as its own event", async () => {
    const row = rows.return!;
    smtp.received.length = 0;
    const context = contextFor(env);
    const detail = `/admin/reservations/${row.id}`;
    const confirmed = await outcome(() =>
      reservationRoute.action(
        args(post(detail, { from: "new", to: "confirmed", finalPrice: "300" }, cookie), context, {
          id: row.id,
        }),
      ),
    );
    expect(confirmed.status).toBe(302);
    expect(await deliverDue(env, transportFromEnv(env), FUTURE)).toBe(1);
    const mail = smtp.received[0] as ParsedMail;
    expect(mail.subject).toBe(`Réservation confirmée\u00a0: ${row.reference}`);
    expect(mail.text).toContain("Retour : samedi 22 mai 2027, 23:30 (heure de prise en charge)");
    const calendar = mail.attachments
      .find((a) => a.filename === `${row.reference}.ics`)!
      .content.toString("utf8");
    const events = calendar.split("BEGIN:VEVENT").slice(1);
    expect(events).toHaveLength(2);
    expect(events[0]).toContain("DTSTART;TZID=Europe/Paris:20270520T150000");
    expect(events[0]).toContain(`UID:${row.reference}@chauffeur.example`);
    expect(events[1]).toContain("DTSTART;TZID=Europe/Paris:20270522T233000");
    expect(events[1]).toContain(`UID:${row.reference}-return@chauffeur.example`);
    expect(events[1]!.replace(/\r\n /g, "")).toMatch(
      /SUMMARY:[^\r]* · Retour · Cannes[^\r]* → Aéroport Nice/,
    );
    expect(calendar.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it("the staff detail view shows each trip's facts and the estimate's lines", async () => {
    const context = contextFor(env);
    const view = async (row: Reservation) => {
      const loaded = (await reservationRoute.loader(
        args(get(`/admin/reservations/${row.id}`, cookie), context, { id: row.id }),
      )) as Awaited<ReturnType<typeof reservationRoute.loader>>;
      return renderToStaticMarkup(
        createElement("div", null, [
          createElement(TripCard, {
            key: "t",
            r: loaded.reservation,
            trip: loaded.trip,
            placed: loaded.placed,
          }),
          createElement(PriceCard, {
            key: "p",
            priceCents: loaded.reservation.priceCents,
            finalPriceCents: loaded.reservation.finalPriceCents,
            trip: loaded.trip,
          }),
        ]),
      )
        .replace(/<[^>]+>/g, "|")
        .replace(/\|+/g, "|")
        .replace(/&#x27;/g, "'")
        .replace(/[\u00a0\u202f]/g, " ");
    };
    const back = await view(rows.return!);
    expect(back).toContain("|Heure d’atterrissage prévue|15:00|");
    expect(back).toContain("|Type de trajet|Aller-retour|");
    expect(back).toContain("|Retour|sam. 22 mai 2027, 23:30 (heure de prise en charge)");
    expect(back).toContain("|Attente incluse|jusqu’à 1 h après l’heure d’arrivée prévue");
    expect(back).toContain("|Vol|AF7700|");
    expect(back).toContain("|Remise aller-retour (−10 %)|−");
    const stops = await view(rows.stops!);
    expect(stops).toMatch(
      /\|Arrêts\|1\. Villefranche-sur-Mer[^|]*\n2\. Èze[^|]*\(attente 30 min\)\n3\. Monaco/,
    );
    expect(stops).toContain("|Heure de prise en charge|10:00|");
    const hire = await view(rows.hourly!);
    expect(hire).toContain("|Durée|6 heures, 180 km inclus ; au-delà, 2,50 € par kilomètre|");
    expect(hire).toContain("|Pancarte|M. et Mme Dubois|");
    expect(hire).toContain("|Siège bébé (0–13 kg)|10 €|");
    // A villa the gazetteer does not hold: the office reads where the estimate put it.
    const villa = await view(rows.villa!);
    expect(villa).toContain(
      "|Départ|Villa Les Cèdres St Jean Cap Ferrat|Adresse non localisée : l’estimation a retenu Saint-Jean-Cap-Ferrat|",
    );
    expect(villa).toContain("|Arrivée|Nice Côte d’Azur Airport — Terminal 2, France|Type de trajet|");
    expect(villa).toContain(
      "|Arrêts|1. Villa Les Oliviers Èze (attente 15 min)|Arrêt 1, adresse non localisée : l’estimation a retenu Èze|",
    );
    // Stops the gazetteer holds add nothing.
    expect(stops).not.toContain("non localisée");
    expect(hire).not.toContain("|Arrivée|");
  });

  it("the list and the planner show a hire's start place and length, a return and the stops", async () => {
    const context = contextFor(env);
    const list = (await adminRoute.loader(args(get("/admin", cookie), context))).reservations!.rows;
    const planner = await planningRoute.loader(args(get("/admin/planning", cookie), context));
    // The return was confirmed above (its date is not this week's): the others still wait for an answer.
    expect(planner.awaiting).toHaveLength(3);
    // A row's route cell, as the list and the planner's jobs draw it, as text.
    const route = (row: unknown) =>
      renderToStaticMarkup(
        createElement(
          "table",
          null,
          createElement(
            "tbody",
            null,
            createElement(
              "tr",
              null,
              createElement(RouteCell, {
                label: "Trajet",
                className: "",
                trip: row as Parameters<typeof RouteCell>[0]["trip"],
              }),
            ),
          ),
        ),
      )
        .replace(/<[^>]+>/g, "|")
        .replace(/\|+/g, "|")
        .replace(/[\u00a0\u202f]/g, " ");
    for (const found of [list, planner.awaiting]) {
      const of = (kind: keyof typeof TRIPS) =>
        route(found.find((r) => r.reference === rows[kind]!.reference));
      // A hire stores its start place at both ends: its start, then its length, never "Monaco → Monaco".
      const hire = of("hourly");
      expect(hire).toMatch(/^\|Trajet\|Monaco[^|→]*\|Mise à disposition · 6 h\|$/);
      expect(hire).not.toContain("→");
      expect(of("stops")).toMatch(/^\|Trajet\|Nice[^|]*\|→ Menton[^|]*\|3 arrêts\|$/);
      expect(of("villa")).toContain("|1 arrêt|");
      if (found === list)
        expect(of("return")).toMatch(/\|→ Cannes[^|]*\|Aller-retour, retour le sam\. 22 mai 2027 à 23:30\|$/);
    }
  });

  it("a hire's map shows its pickup alone, without an arrival", () => {
    const html = renderToStaticMarkup(
      createElement(RouteMap, {
        from: { lat: 43.7384, lng: 7.4246 },
        to: null,
        label: DETAIL_TEXT.mapAltHire("Monaco"),
        fromLabel: DETAIL_TEXT.pickup,
        toLabel: DETAIL_TEXT.arrival,
      }),
    );
    expect(html).toContain("Prise en charge");
    expect(html).not.toContain("Arrivée");
    expect(html).toContain("map.svg?v=trip&amp;from=43.7384%2C7.4246&amp;size=");
    expect(html).not.toContain("&amp;to=");
  });

  it("the CSV holds the trip's type, stops, return, hire, vehicles, extras and price lines", async () => {
    const context = contextFor(env);
    const result = await outcome(() => exportRoute.loader(args(get("/admin/export.csv", cookie), context)));
    const lines = result.body.split("\r\n");
    // Cells as a spreadsheet reads them: ";" between cells, quoted when they hold one.
    const cells = (line: string) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^;]*)(?:;|$)/g)]
        .map((m) => m[1]!)
        .map((c) => (c.startsWith('"') ? c.slice(1, -1).replace(/""/g, '"') : c));
    const header = cells(lines[0]!.replace(/^\uFEFF/, ""));
    const cell = (reference: string, column: string) => {
      const line = lines.find((l) => l.startsWith(`${reference};`))!;
      return cells(line)[header.indexOf(column)]?.replace(/[\u00a0\u202f]/g, " ");
    };
    for (const column of [
      "Nature de l’heure",
      "Type de trajet",
      "Arrêts",
      "Date du retour",
      "Heure du retour",
      "Mise à disposition",
      "Attente incluse (min)",
      "Véhicules",
      "Options",
      "Pancarte",
      "Détail de l’estimation",
    ])
      expect(header).toContain(column);
    const back = rows.return!.reference;
    expect(cell(back, "Type de trajet")).toBe("Aller-retour");
    expect(cell(back, "Nature de l’heure")).toBe("Heure d’atterrissage prévue");
    expect(cell(back, "Date du retour")).toBe("22/05/2027");
    expect(cell(back, "Heure du retour")).toBe("23:30");
    expect(cell(back, "Attente incluse (min)")).toBe("60");
    expect(cell(back, "Détail de l’estimation")).toMatch(
      /^Aller : Forfait 120 €, .* \| Retour : .*Remise aller-retour \(−10 %\) −17 €, Arrondi 2 €$/,
    );
    const stops = rows.stops!.reference;
    expect(cell(stops, "Arrêts")).toMatch(
      /^1\. Villefranche-sur-Mer.* \| 2\. Èze.*\(attente 30 min\) \| 3\. Monaco.*\(attente 15 min\)$/,
    );
    const hire = rows.hourly!.reference;
    expect(cell(hire, "Mise à disposition")).toBe("6 heures, 180 km inclus ; au-delà, 2,50 € par kilomètre");
    expect(cell(hire, "Options")).toBe("Siège bébé (0–13 kg)");
    expect(cell(hire, "Pancarte")).toBe("M. et Mme Dubois");
    expect(cell(hire, "Véhicules")).toBe("1");
    // One line per request: no cell breaks a row.
    expect(lines.filter((l) => /^RC-/.test(l))).toHaveLength(4);
  });
});
