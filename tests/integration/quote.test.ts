import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newClientToken } from "~/booking/store.server";
import { db } from "~/db/client.server";
import { emailOutbox, reservationEvents, reservations } from "~/db/schema";
import { addDays, parisNow } from "~/domain/dates";
import { quoteValidity } from "~/domain/quote";
import { setLogLevel } from "~/lib/logger.server";
import { deliverDue, transportFromEnv } from "~/lib/mail.server";
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

/** The quote step (issue 12 §4, decision 028): the office sends a price, the client accepts it from their link. */
describe.each(testDatabases())("a quote the client accepts on %s", (_name, make) => {
  const state = staffDatabase(make);
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let env: ReturnType<typeof testEnv>;
  let ip = 0;

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
  const sendQuote = (id: string, fields: Record<string, string>, cookie?: string) =>
    outcome(() =>
      reservationRoute.action(
        args(
          post(`/admin/reservations/${id}`, { from: "new", to: "quoted", ...fields }, cookie),
          contextFor(env),
          {
            id,
          },
        ),
      ),
    );
  const page = (token: string, lang: "fr" | "en" = "fr") =>
    outcome(() =>
      followRoute.loader(
        args(
          get(`${lang === "en" ? "/en" : ""}/suivi/${token}`),
          routeContext(env, `198.51.100.${++ip}`, lang),
          {
            token,
          },
        ),
      ),
    );
  const accept = (token: string, lang: "fr" | "en" = "fr") =>
    outcome(() =>
      followRoute.action(
        args(
          post(`${lang === "en" ? "/en" : ""}/suivi/${token}`, { intent: "accept-quote" }),
          routeContext(env, `198.51.100.${++ip}`, lang),
          { token },
        ),
      ),
    );
  const rowOf = async (id: string) =>
    (await db().select().from(reservations).where(eq(reservations.id, id)))[0]!;
  const mailsOf = (id: string) => db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, id));
  const eventsOf = (id: string) =>
    db().select().from(reservationEvents).where(eq(reservationEvents.reservationId, id));

  it("is sent by staff only, with a price and a validity; the client gets it with the link to accept it", async () => {
    const row = await seed("RC-QT0001");
    const anonymous = await sendQuote(row.id, { finalPrice: "480", quoteDays: "3" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/auth\?next=/);
    expect((await rowOf(row.id)).status).toBe("new");

    const badDays = await sendQuote(row.id, { finalPrice: "480", quoteDays: "30" }, state.staffCookie);
    expect(badDays.status).toBe(400);
    expect(badDays.body).toContain("entre 1 et 14 jours");
    const noPrice = await sendQuote(row.id, { finalPrice: "", quoteDays: "3" }, state.staffCookie);
    expect(noPrice.status).toBe(400);
    expect((await rowOf(row.id)).status).toBe("new");

    const before = Date.now();
    const sent = await sendQuote(row.id, { finalPrice: "480,50", quoteDays: "3" }, state.staffCookie);
    expect(sent.status).toBe(302);
    const stored = await rowOf(row.id);
    expect(stored).toMatchObject({ status: "quoted", finalPriceCents: 48_050 });
    // Valid through the third Paris day after it was sent, to that day's end (or to the pickup if sooner).
    const expiresAt = stored.quoteExpiresAt!;
    expect(quoteValidity(expiresAt).time).toBeNull();
    expect(quoteValidity(expiresAt).day).toBe(addDays(parisNow(new Date(before)).date, 3));
    expect(await eventsOf(row.id)).toEqual([
      expect.objectContaining({
        fromStatus: "new",
        toStatus: "quoted",
        finalPriceCents: 48_050,
        notified: true,
        actorName: "Test desk@example.com",
      }),
    ]);
    const [mail] = (await mailsOf(row.id)).filter((m) => m.kind === "reservation_quote");
    expect(mail!.subject).toBe("Votre devis\u00a0: RC-QT0001");
    expect(mail!.textBody).toContain("480,50");
    expect(mail!.textBody).toContain("Valable jusqu’au");
    expect(mail!.textBody).toContain(`https://chauffeur.example/suivi/${stored.clientToken}#quote`);

    const shown = JSON.parse((await page(stored.clientToken!)).body);
    expect(shown.recap.status).toBe("quoted");
    expect(shown.quote).toMatchObject({ priceCents: 48_050, expired: false });
    // The page says the day the quote stands through, as its e-mail does, not its last second (23:59).
    expect(shown.quote.until).toMatch(/^\p{L}+ \d{1,2} \p{L}+ \d{4} inclus$/u);
  });

  it("confirms the trip at the quoted price when the client accepts, once; the office is told", async () => {
    const row = await seed("RC-QT0002", { language: "en" });
    await sendQuote(row.id, { finalPrice: "1250", quoteDays: "7" }, state.adminCookie);
    const token = (await rowOf(row.id)).clientToken!;
    const accepted = await accept(token, "en");
    expect(accepted.status).toBe(303);
    expect(accepted.location).toBe(`/en/suivi/${token}?done=accepted`);
    expect(await rowOf(row.id)).toMatchObject({
      status: "confirmed",
      finalPriceCents: 125_000,
      statusChangedBy: null,
      quoteExpiresAt: null,
    });
    expect((await eventsOf(row.id)).find((e) => e.kind === "client")).toMatchObject({
      fromStatus: "quoted",
      toStatus: "confirmed",
      finalPriceCents: 125_000,
      actorId: null,
      actorName: "Client (lien privé)",
    });
    const kinds = (await mailsOf(row.id)).map((m) => m.kind).sort();
    expect(kinds).toEqual(["quote_accepted_staff", "reservation_confirmed", "reservation_quote"]);
    const office = (await mailsOf(row.id)).find((m) => m.kind === "quote_accepted_staff")!;
    expect(office.subject).toMatch(/^Devis accepté RC-QT0002 · /);
    expect(office.subject.length).toBeLessThanOrEqual(70);

    const again = await accept(token, "en");
    expect(again.status).toBe(409);
    expect(again.body).toContain("already been accepted");
    expect((await mailsOf(row.id)).length).toBe(3);
  });

  it("accepts only one of two clicks arriving together", async () => {
    const row = await seed("RC-QT0003");
    await sendQuote(row.id, { finalPrice: "300", quoteDays: "2" }, state.staffCookie);
    const token = (await rowOf(row.id)).clientToken!;
    const results = await Promise.all([accept(token), accept(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([303, 409]);
    expect((await mailsOf(row.id)).filter((m) => m.kind === "reservation_confirmed")).toHaveLength(1);
  });

  it("refuses a lapsed quote (410), a cancelled request (409) and a link past the trip (410)", async () => {
    const lapsed = await seed("RC-QT0004", {
      status: "quoted",
      finalPriceCents: 20_000,
      quoteExpiresAt: new Date(Date.now() - 60_000),
    });
    const late = await accept(lapsed.clientToken!);
    expect(late.status).toBe(410);
    expect(late.body).toContain("n’est plus valable");
    expect(JSON.parse((await page(lapsed.clientToken!)).body).quote.expired).toBe(true);
    expect((await rowOf(lapsed.id)).status).toBe("quoted");

    const cancelled = await seed("RC-QT0005", { status: "cancelled", finalPriceCents: 20_000 });
    const closed = await accept(cancelled.clientToken!);
    expect(closed.status).toBe(409);
    expect((await rowOf(cancelled.id)).status).toBe("cancelled");

    const past = await seed("RC-QT0006", {
      status: "quoted",
      finalPriceCents: 20_000,
      quoteExpiresAt: new Date(Date.now() - 40 * 3_600_000),
      ...pickupIn(-30),
    });
    expect((await accept(past.clientToken!)).status).toBe(410);
    expect((await accept(newClientToken())).status).toBe(404);
  });

  it("cannot be sent for a pickup already passed, and never outlives the pickup", async () => {
    const gone = await seed("RC-QT0007", pickupIn(-2));
    const refused = await sendQuote(gone.id, { finalPrice: "200", quoteDays: "3" }, state.staffCookie);
    expect(refused.status).toBe(409);
    expect((await rowOf(gone.id)).status).toBe("new");
    const soon = await seed("RC-QT0008", pickupIn(5));
    await sendQuote(soon.id, { finalPrice: "200", quoteDays: "3" }, state.staffCookie);
    const stored = await rowOf(soon.id);
    expect(stored.quoteExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 6 * 3_600_000);
  });

  it("lets the client decline a quote by cancelling it free of charge from the link", async () => {
    const row = await seed("RC-QT0009");
    await sendQuote(row.id, { finalPrice: "350", quoteDays: "3" }, state.staffCookie);
    const token = (await rowOf(row.id)).clientToken!;
    const cancelled = await outcome(() =>
      followRoute.action(
        args(
          post(`/suivi/${token}`, { intent: "cancel", confirm: "yes" }),
          routeContext(env, "198.51.100.240", "fr"),
          {
            token,
          },
        ),
      ),
    );
    expect(cancelled.status).toBe(303);
    expect(await rowOf(row.id)).toMatchObject({ status: "cancelled", quoteExpiresAt: null });
  });

  it("keeps a validity date only while the quote is open: the office's decline clears it, the database refuses a stray one", async () => {
    const row = await seed("RC-QT0021");
    await sendQuote(row.id, { finalPrice: "410", quoteDays: "5" }, state.staffCookie);
    expect((await rowOf(row.id)).quoteExpiresAt).not.toBeNull();
    const declined = await outcome(() =>
      reservationRoute.action(
        args(
          post(
            `/admin/reservations/${row.id}`,
            { from: "quoted", to: "declined", reason: "Véhicule indisponible ce jour-là", notify: "on" },
            state.staffCookie,
          ),
          contextFor(env),
          { id: row.id },
        ),
      ),
    );
    expect(declined.status).toBe(302);
    expect(await rowOf(row.id)).toMatchObject({ status: "declined", quoteExpiresAt: null });
    const refusedBy = (promise: Promise<unknown>) =>
      promise.then(
        () => "stored",
        (error: { cause?: { constraint?: string }; constraint?: string }) =>
          error.cause?.constraint ?? error.constraint,
      );
    expect(
      await refusedBy(
        seed("RC-QT0022", { status: "confirmed", finalPriceCents: 9_000, quoteExpiresAt: new Date() }),
      ),
    ).toBe("reservations_quote_check");
    expect(await refusedBy(seed("RC-QT0023", { status: "quoted", finalPriceCents: 9_000 }))).toBe(
      "reservations_quote_check",
    );
  });

  it("reaches the client through a real SMTP server, in French and in English", async () => {
    const fr = await seed("RC-QT0010");
    const en = await seed("RC-QT0011", { language: "en" });
    await sendQuote(fr.id, { finalPrice: "410", quoteDays: "3" }, state.staffCookie);
    await sendQuote(en.id, { finalPrice: "410", quoteDays: "3" }, state.staffCookie);
    smtp.received.length = 0;
    const transport = transportFromEnv(env);
    while ((await deliverDue(env, transport, new Date(Date.now() + 86_400_000))) > 0) {}
    transport.close();
    const to = (address: string) => smtp.received.find((m) => JSON.stringify(m.to).includes(address))!;
    const frMail = to(fr.email!);
    expect(frMail.subject).toBe("Votre devis\u00a0: RC-QT0010");
    expect(frMail.text).toContain("Voir et accepter le devis");
    expect(frMail.html).toContain(
      `href="https://chauffeur.example/suivi/${(await rowOf(fr.id)).clientToken}#quote"`,
    );
    const enMail = to(en.email!);
    expect(enMail.subject).toBe("Your quote: RC-QT0011");
    expect(enMail.text).toContain("View and accept the quote");
    expect(enMail.text).toContain("Valid until");
    expect(enMail.html).toContain(
      `href="https://chauffeur.example/en/suivi/${(await rowOf(en.id)).clientToken}#quote"`,
    );
  });
});
