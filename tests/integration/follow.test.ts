import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newClientToken, toMailData } from "~/booking/store.server";
import { db } from "~/db/client.server";
import { drivers, emailOutbox, reservationEvents, reservations, vehicles } from "~/db/schema";
import { clientAcknowledgement, clientConfirmed } from "~/domain/email/templates";
import type { CancelStake } from "~/domain/follow";
import { cancelConfirmText, followTexts } from "~/i18n/follow";
import { setLogLevel } from "~/lib/logger.server";
import { companyFromEnv, deliverDue, transportFromEnv } from "~/lib/mail.server";
import { loadPlanner } from "~/lib/planner-store.server";
import * as adminRoute from "~/routes/admin";
import * as reservationRoute from "~/routes/admin-reservation";
import * as followRoute from "~/routes/follow";
import { routeContext } from "../helpers/context";
import { testDatabases } from "../helpers/databases";
import { startSmtp } from "../helpers/smtp";
import {
  args,
  contextFor,
  get,
  outcome,
  pickupIn,
  post,
  reservationValues,
  staffDatabase,
  testEnv,
} from "./admin-helpers";

setLogLevel("silent");

/** The client's private page and its actions (issue 12 §7, decision 021), anonymous by nature. */
describe.each(testDatabases())("the client's private link on %s", (_name, make) => {
  const state = staffDatabase(make);
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let env: ReturnType<typeof testEnv>;
  let ip = 0;
  /** Each call its own address, so that the page's rate limit is only met where a test means it. */
  const context = (lang: "fr" | "en" = "fr", clientIp = `198.51.100.${++ip % 250}`) =>
    routeContext(env, clientIp, lang);

  beforeAll(async () => {
    smtp = await startSmtp();
    env = testEnv({
      SMTP_URL: smtp.url,
      SITE_URL: "https://chauffeur.example",
      COMPANY_EMAIL: "office@chauffeur.example",
    });
  });
  afterAll(async () => {
    await smtp.close();
  });

  async function seed(reference: string, overrides: Parameters<typeof reservationValues>[0] = {}) {
    const [row] = await db()
      .insert(reservations)
      .values(
        reservationValues({
          reference,
          email: `${reference.toLowerCase()}@example.com`,
          clientToken: newClientToken(),
          ...pickupIn(24 * 10),
          ...overrides,
        }),
      )
      .returning();
    return row!;
  }

  const page = (token: string, lang: "fr" | "en" = "fr", query = "", clientIp?: string) => {
    const path = `${lang === "en" ? "/en" : ""}/suivi/${token}${query}`;
    return outcome(() => followRoute.loader(args(get(path), context(lang, clientIp), { token })));
  };
  const send = (token: string, fields: Record<string, string>, lang: "fr" | "en" = "fr") => {
    const path = `${lang === "en" ? "/en" : ""}/suivi/${token}`;
    return outcome(() => followRoute.action(args(post(path, fields), context(lang), { token })));
  };
  const mailsOf = (id: string) => db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, id));
  const eventsOf = (id: string) =>
    db().select().from(reservationEvents).where(eq(reservationEvents.reservationId, id));
  const statusOf = async (id: string) =>
    (await db().select().from(reservations).where(eq(reservations.id, id)))[0]!;

  it("shows the request and its status in the client's language, never cached or indexed", async () => {
    const row = await seed("RC-FW0001", { status: "confirmed", finalPriceCents: 14_500 });
    const fr = await page(row.clientToken!);
    expect(fr.status).toBe(200);
    const data = JSON.parse(fr.body);
    expect(data).toMatchObject({
      kind: "ok",
      path: `/suivi/${row.clientToken}`,
      recap: { reference: "RC-FW0001", status: "confirmed", finalPriceCents: 14_500 },
      cancel: { state: "allowed" },
      changeAllowed: true,
    });
    expect(data.cancel.until).toMatch(/ à \d\d:00$/);
    const en = JSON.parse((await page(row.clientToken!, "en")).body);
    expect(en.path).toBe(`/en/suivi/${row.clientToken}`);
    expect(en.cancel.until).toMatch(/ at \d\d:00$/);
    const headers = followRoute.headers({
      loaderHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
      parentHeaders: new Headers(),
    } as never);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(headers.get("Referrer-Policy")).toBe("same-origin");
  });

  it("answers an honest 404 for a malformed or unknown token and 410 once the trip is a day past", async () => {
    expect((await page("nope")).status).toBe(404);
    expect((await page(newClientToken())).status).toBe(404);
    expect(JSON.parse((await page(newClientToken())).body)).toEqual({ kind: "unknown" });
    const old = await seed("RC-FW0002", pickupIn(-30));
    const expired = await page(old.clientToken!);
    expect(expired.status).toBe(410);
    expect(JSON.parse(expired.body)).toEqual({ kind: "expired" });
    const refused = await send(old.clientToken!, { intent: "cancel", confirm: "yes" });
    expect(refused.status).toBe(410);
    expect((await statusOf(old.id)).status).toBe("new");
    expect((await send(newClientToken(), { intent: "cancel", confirm: "yes" })).status).toBe(404);
  });

  it("lets the client cancel before the cut-off after a confirmation step; the office is told and the history keeps it", async () => {
    const row = await seed("RC-FW0003", { language: "en", status: "confirmed", finalPriceCents: 20_000 });
    const step = JSON.parse((await page(row.clientToken!, "en", "?step=cancel")).body);
    expect(step.confirming).toBe(true);
    // Confirmed, but nobody assigned yet: the confirmation step names no chauffeur to release.
    expect(step.cancel.stake).toBe("booking");
    // Without the confirmation's field nothing happens.
    const unconfirmed = await send(row.clientToken!, { intent: "cancel" }, "en");
    expect(unconfirmed.status).toBe(400);
    expect((await statusOf(row.id)).status).toBe("confirmed");
    const done = await send(row.clientToken!, { intent: "cancel", confirm: "yes" }, "en");
    expect(done.status).toBe(303);
    expect(done.location).toBe(`/en/suivi/${row.clientToken}?done=cancelled`);
    const after = await statusOf(row.id);
    expect(after.status).toBe("cancelled");
    expect(after.statusChangedBy).toBeNull();
    const [event] = await eventsOf(row.id);
    expect(event).toMatchObject({
      kind: "client",
      fromStatus: "confirmed",
      toStatus: "cancelled",
      actorId: null,
      actorName: "Client (lien privé)",
      notified: true,
    });
    const mails = await mailsOf(row.id);
    expect(mails.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
      ["client_cancelled_staff", "office@chauffeur.example"],
      ["reservation_cancelled", row.email],
    ]);
    // Cancelling twice is refused as closed.
    const again = await send(row.clientToken!, { intent: "cancel", confirm: "yes" }, "en");
    expect(again.status).toBe(409);
    expect(again.body).toContain("This request is closed");
    const closed = JSON.parse((await page(row.clientToken!, "en")).body);
    expect(closed.recap.status).toBe("cancelled");
    expect(closed.changeAllowed).toBe(false);
  });

  it("says a cancellation releases the chauffeur and the vehicle only once they are assigned to a confirmed booking", async () => {
    const [driver] = await db()
      .insert(drivers)
      .values({ fullName: "Luca Bianchi", phone: "+33 6 98 76 54 32", languages: ["fr", "en"] })
      .returning();
    const [vehicle] = await db()
      .insert(vehicles)
      .values({ model: "Mercedes Classe V 300d", plate: "GH-456-JK", seats: 7 })
      .returning();
    const stakeOf = async (token: string) =>
      JSON.parse((await page(token, "fr", "?step=cancel")).body).cancel.stake as CancelStake;
    // A new request, even with a driver pencilled in by the office: nobody is reserved for the client yet.
    const fresh = await seed("RC-FW0020", { driverId: driver!.id });
    expect(await stakeOf(fresh.clientToken!)).toBe("request");
    const quoted = await seed("RC-FW0021", {
      status: "quoted",
      finalPriceCents: 18_000,
      quoteExpiresAt: new Date(Date.now() + 86_400_000),
    });
    expect(await stakeOf(quoted.clientToken!)).toBe("request");
    const assigned = await seed("RC-FW0022", {
      status: "confirmed",
      finalPriceCents: 18_000,
      driverId: driver!.id,
      vehicleId: vehicle!.id,
    });
    expect(await stakeOf(assigned.clientToken!)).toEqual({ drivers: 1, vehicles: 1 });
    const driverOnly = await seed("RC-FW0023", { status: "confirmed", driverId: driver!.id });
    expect(await stakeOf(driverOnly.clientToken!)).toEqual({ drivers: 1, vehicles: 0 });
    expect(cancelConfirmText(followTexts("fr"), await stakeOf(assigned.clientToken!))).toContain(
      "le chauffeur et le véhicule prévus pour vous seront libérés",
    );
  });

  it("refuses the cancellation after the cut-off with a clear message, and leaves the request as it was", async () => {
    const row = await seed("RC-FW0004", { status: "confirmed", ...pickupIn(24) });
    const view = JSON.parse((await page(row.clientToken!, "fr", "?step=cancel")).body);
    expect(view.cancel.state).toBe("too-late");
    expect(view.confirming).toBe(false);
    const refused = await send(row.clientToken!, { intent: "cancel", confirm: "yes" });
    expect(refused.status).toBe(409);
    expect(refused.body).toContain("Le délai d’annulation gratuite est passé");
    expect((await statusOf(row.id)).status).toBe("confirmed");
    expect(await eventsOf(row.id)).toHaveLength(0);
    expect(await mailsOf(row.id)).toHaveLength(0);
  });

  it("tells a client who booked, or was confirmed, inside the 48 hours that cancelling was never free", async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    // Made 10 hours ago for a pickup in 30 hours: the cut-off (18 hours ago) came before the request.
    const booked = await seed("RC-FW0010", { ...pickupIn(30), createdAt: hoursAgo(10) });
    const fr = JSON.parse((await page(booked.clientToken!)).body);
    expect(fr.cancel).toMatchObject({ state: "too-late", late: "booked", cost: "half" });
    const en = JSON.parse((await page(booked.clientToken!, "en")).body);
    expect(en.cancel).toMatchObject({ state: "too-late", late: "booked", cost: "half" });
    // Made a week ago, confirmed 2 hours ago for a pickup in 12 hours: under 24 hours, the full price.
    const confirmed = await seed("RC-FW0011", {
      ...pickupIn(12),
      status: "confirmed",
      finalPriceCents: 15_000,
      createdAt: hoursAgo(24 * 7),
      statusChangedAt: hoursAgo(2),
    });
    expect(JSON.parse((await page(confirmed.clientToken!)).body).cancel).toMatchObject({
      state: "too-late",
      late: "confirmed",
      cost: "full",
    });
    // Made a week ago, still open 30 hours before pickup: the free cancellation it had has ended.
    const lapsed = await seed("RC-FW0012", { ...pickupIn(30), createdAt: hoursAgo(24 * 7) });
    expect(JSON.parse((await page(lapsed.clientToken!)).body).cancel).toMatchObject({
      state: "too-late",
      late: null,
    });
    // The page's words, in both languages: never a cut-off before the request, the cost under the terms.
    const fr2 = followTexts("fr");
    expect(fr2.cancelLate("booked")).toBe(
      "Vous avez réservé ce trajet moins de 48\u00a0h avant le départ\u00a0: l’annulation gratuite ne s’applique donc pas.",
    );
    expect(followTexts("en").cancelCost.full).toBe(
      "Under our terms, with less than 24 hours to go before departure, the full amount is due if you cancel.",
    );
  });

  it("recaps a hire, a return with stops and a station pickup as the e-mails and the confirmation page do", async () => {
    const rowsOf = async (token: string, lang: "fr" | "en" = "fr") =>
      new Map<string, string | null>(
        // Read with plain spaces: the dictionary puts non-breaking ones before units and French colons.
        JSON.parse((await page(token, lang)).body).rows.map(([label, value]: [string, string | null]) => [
          label,
          value?.replace(/[\u00a0\u202f]/g, " ") ?? null,
        ]),
      );
    const hire = await seed("RC-FW0013", {
      tripType: "hourly",
      hireHours: 8,
      departure: "Hôtel de Paris Monte-Carlo, Monaco",
      arrival: "Hôtel de Paris Monte-Carlo, Monaco",
      departureKind: "hotel",
      arrivalKind: null,
      distanceKm: null,
      priceLines: [{ code: "hire", part: "hire", cents: 68_000, hours: 8, km: 240 }],
    });
    for (const status of ["quoted", "confirmed"] as const) {
      await db()
        .update(reservations)
        .set({
          status,
          finalPriceCents: 70_000,
          quoteExpiresAt: status === "quoted" ? new Date(Date.now() + 86_400_000) : null,
        })
        .where(eq(reservations.id, hire.id));
      const fr = await rowsOf(hire.clientToken!);
      expect(fr.get("Départ")).toBe("Hôtel de Paris Monte-Carlo, Monaco");
      expect(fr.has("Arrivée") && fr.get("Arrivée")).toBeFalsy();
      expect(fr.get("Type de trajet")).toBe("Mise à disposition (à l’heure)");
      expect(fr.get("Durée")).toMatch(/^8 heures, 240 km inclus ; au-delà, .+ par kilomètre$/);
      const en = await rowsOf(hire.clientToken!, "en");
      expect(en.get("Length")).toMatch(/^8 hours, 240 km included; beyond that, .+ per kilometre$/);
      expect(en.get("To")).toBeFalsy();
    }
    const back = await seed("RC-FW0014", {
      tripType: "return",
      departure: "Gare de Nice-Ville, Nice",
      departureKind: "station",
      arrival: "Aéroport Nice Côte d’Azur — Terminal 2",
      arrivalKind: "airport",
      flightNumber: "TGV 6173",
      date: "2027-05-20",
      time: "11:00",
      returnDate: "2027-05-22",
      returnTime: "18:00",
      stops: [{ label: "Èze", lat: 43.728, lng: 7.362, waitingMinutes: 15 }],
      createdAt: new Date("2027-05-01T08:00:00Z"),
    });
    const rows = await rowsOf(back.clientToken!);
    expect(rows.get("Date et heure")).toBe("jeudi 20 mai 2027, 11:00 (heure d’arrivée prévue du train)");
    expect(rows.get("Train")).toBe("TGV 6173");
    expect(rows.get("Arrêts")).toBe("1. Èze (attente 15 min)");
    expect(rows.get("Retour")).toBe(
      "samedi 22 mai 2027, 18:00 (heure de prise en charge)\nAéroport Nice Côte d’Azur — Terminal 2 → Gare de Nice-Ville, Nice",
    );
    expect(rows.get("Attente incluse")).toMatch(
      /^jusqu’à .+ après l’heure d’arrivée prévue, sans supplément$/,
    );
    expect(rows.get("Passager")).toBeNull();
    // Booked for someone else (decision 043): the client's page names who the chauffeur greets.
    await db()
      .update(reservations)
      .set({ passengerName: "Mr and Mrs Okafor", passengerPhone: "+44 20 7946 0000" })
      .where(eq(reservations.id, back.id));
    expect((await rowsOf(back.clientToken!)).get("Passager")).toBe("Mr and Mrs Okafor · +44 20 7946 0000");
    expect((await rowsOf(back.clientToken!, "en")).get("Passenger")).toBe(
      "Mr and Mrs Okafor · +44 20 7946 0000",
    );
  });

  it("takes a change request, tells the office, and the office's answer reaches the client; staff only", async () => {
    const row = await seed("RC-FW0005");
    const empty = await send(row.clientToken!, { intent: "change", change: "   " });
    expect(empty.status).toBe(400);
    const tooLong = await send(row.clientToken!, { intent: "change", change: "x".repeat(1001) });
    expect(tooLong.status).toBe(400);
    const sent = await send(row.clientToken!, {
      intent: "change",
      change: "Pickup at 15:00 instead, please",
    });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`/suivi/${row.clientToken}?done=change#change`);
    const stored = await statusOf(row.id);
    expect(stored.changeRequest).toBe("Pickup at 15:00 instead, please");
    expect(stored.changeRequestedAt).toBeInstanceOf(Date);
    expect((await eventsOf(row.id))[0]).toMatchObject({
      kind: "client",
      note: "Pickup at 15:00 instead, please",
    });
    const staffMail = (await mailsOf(row.id)).find((m) => m.kind === "change_request_staff")!;
    expect(staffMail.subject).toMatch(/^Modification demandée RC-FW0005 · /);
    expect(staffMail.subject.length).toBeLessThanOrEqual(70);
    expect(staffMail.textBody).toContain("Pickup at 15:00 instead, please");
    expect(JSON.parse((await page(row.clientToken!)).body).pendingChange.text).toBe(
      "Pickup at 15:00 instead, please",
    );
    // The office sees the cue in the list and on top of the planner until it answers.
    const listed = async () => {
      const list = await outcome(() =>
        adminRoute.loader(args(get("/admin?q=RC-FW0005", state.staffCookie), contextFor(env))),
      );
      expect(list.status).toBe(200);
      return list.body;
    };
    expect(await listed()).toContain('"reference":"RC-FW0005"');
    expect(await listed()).toContain('"changeRequested":true');
    const planned = await loadPlanner({ from: stored.date, to: stored.date });
    expect(planned.awaiting.find((r) => r.reference === "RC-FW0005")?.changeRequested).toBe(true);

    const staffContext = contextFor(env);
    const answer = (fields: Record<string, string>, cookie?: string) =>
      outcome(() =>
        reservationRoute.action(
          args(
            post(`/admin/reservations/${row.id}`, { intent: "answer-change", ...fields }, cookie),
            staffContext,
            {
              id: row.id,
            },
          ),
        ),
      );
    const anonymous = await answer({ decision: "approved" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/auth\?next=/);
    expect((await statusOf(row.id)).changeRequest).not.toBeNull();
    const detail = await outcome(() =>
      reservationRoute.loader(
        args(get(`/admin/reservations/${row.id}`, state.staffCookie), staffContext, { id: row.id }),
      ),
    );
    expect(detail.body).toContain("Pickup at 15:00 instead, please");
    const ok = await answer({ decision: "approved", message: "C’est noté, à 15 h." }, state.staffCookie);
    expect(ok.status).toBe(302);
    expect((await statusOf(row.id)).changeRequest).toBeNull();
    expect(await listed()).toContain('"changeRequested":false');
    const history = await eventsOf(row.id);
    expect(history.find((e) => e.kind === "edit")).toMatchObject({
      note: "Modification acceptée\u00a0: Pickup at 15:00 instead, please",
      reason: "C’est noté, à 15 h.",
      actorName: "Test desk@example.com",
    });
    const clientMail = (await mailsOf(row.id)).find((m) => m.kind === "reservation_change_answered")!;
    expect(clientMail.subject).toBe("Modification acceptée\u00a0: RC-FW0005");
    expect(clientMail.textBody).toContain("C’est noté, à 15 h.");
    expect(clientMail.textBody).toContain(`https://chauffeur.example/suivi/${row.clientToken}`);
    // Answered already: a second answer (an admin's, here) is refused.
    const twice = await answer({ decision: "refused" }, state.adminCookie);
    expect(twice.status).toBe(409);
  });

  it("lets an admin refuse a change; the English client is told in English", async () => {
    const row = await seed("RC-FW0006", { language: "en" });
    await send(row.clientToken!, { intent: "change", change: "Two more passengers" }, "en");
    const refused = await outcome(() =>
      reservationRoute.action(
        args(
          post(
            `/admin/reservations/${row.id}`,
            { intent: "answer-change", decision: "refused", message: "The vehicle seats seven at most." },
            state.adminCookie,
          ),
          contextFor(env),
          { id: row.id },
        ),
      ),
    );
    expect(refused.status).toBe(302);
    const mail = (await mailsOf(row.id)).find((m) => m.kind === "reservation_change_answered")!;
    expect(mail.subject).toBe("Your change request: RC-FW0006");
    expect(mail.textBody).toContain("unfortunately we are unable to accept it");
  });

  it("limits how often one address may open private pages", async () => {
    const row = await seed("RC-FW0007");
    let last = await page(row.clientToken!, "fr", "", "192.0.2.77");
    for (let i = 0; i < 60 && last.status === 200; i++)
      last = await page(row.clientToken!, "fr", "", "192.0.2.77");
    expect(last.status).toBe(429);
    expect(last.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await page(row.clientToken!, "fr", "", "192.0.2.78")).status).toBe(200);
  });

  it("puts the private link in every e-mail to the client, in both languages, through a real SMTP server", async () => {
    const fr = await seed("RC-FW0008", { status: "confirmed", finalPriceCents: 9_000 });
    const en = await seed("RC-FW0009", { language: "en", status: "confirmed", finalPriceCents: 9_000 });
    const company = companyFromEnv(env);
    const { enqueueEmails } = await import("~/lib/mail.server");
    await enqueueEmails(db(), [clientAcknowledgement(toMailData(fr), company)], { reservationId: fr.id });
    await enqueueEmails(db(), [clientConfirmed(toMailData(en), company, new Date())], {
      reservationId: en.id,
    });
    await send(fr.clientToken!, { intent: "cancel", confirm: "yes" });
    smtp.received.length = 0;
    const transport = transportFromEnv(env);
    while ((await deliverDue(env, transport, new Date(Date.now() + 86_400_000))) > 0) {}
    transport.close();
    const to = (address: string) => smtp.received.filter((m) => JSON.stringify(m.to).includes(address));
    const frMails = to(fr.email!);
    expect(frMails.map((m) => m.subject).sort()).toEqual([
      "Annulation confirmée\u00a0: RC-FW0008",
      "Votre demande RC-FW0008 est bien reçue",
    ]);
    for (const mail of frMails) {
      expect(mail.text).toContain(`https://chauffeur.example/suivi/${fr.clientToken}`);
      expect(mail.html).toContain(`href="https://chauffeur.example/suivi/${fr.clientToken}"`);
      expect(mail.text).toContain("Voir ma demande");
    }
    const [enMail] = to(en.email!);
    expect(enMail!.subject).toBe("Booking confirmed: RC-FW0009");
    expect(enMail!.text).toContain(`https://chauffeur.example/en/suivi/${en.clientToken}`);
    expect(enMail!.text).toContain("View my request");
    const office = to("office@chauffeur.example").find((m) =>
      m.subject?.startsWith("Annulée par le client RC-FW0008"),
    )!;
    expect(office.subject!.length).toBeLessThanOrEqual(70);
    expect(office.text).toContain(`https://chauffeur.example/admin/reservations/${fr.id}`);
  });
});
