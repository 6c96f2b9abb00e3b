import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, invoiceCounters, invoices, reservations } from "~/db/schema";
import { parisIsoDate } from "~/domain/admin/format";
import { pdfText } from "~/domain/admin/pdf";
import { addDays } from "~/domain/dates";
import { issueInvoice } from "~/lib/invoice-store.server";
import { setLogLevel } from "~/lib/logger.server";
import * as invoiceFile from "~/routes/admin-invoice-pdf";
import * as ledgerPage from "~/routes/admin-invoices";
import * as invoiceJournal from "~/routes/admin-invoices-csv";
import * as detail from "~/routes/admin-reservation";
import { testDatabases } from "../helpers/databases";
import {
  args,
  contextFor,
  get,
  post,
  reservationValues,
  staffDatabase,
  testEnv,
  throughStaffLayout,
} from "./admin-helpers";

setLogLevel("silent");
// The server checks the dates against the real clock: the invoice's date is today in Paris.
const TODAY = parisIsoDate(new Date());
const YEAR = Number(TODAY.slice(0, 4));

const COMPANY = {
  SITE_URL: "http://localhost:3000",
  COMPANY_NAME: "Riviera Chauffeur Privé",
  COMPANY_ADDRESS: "12 avenue de Verdun, 06000 Nice",
  COMPANY_SIRET: "12345678900012",
  COMPANY_VAT: "FR12123456789",
  COMPANY_LEGAL_FORM: "SAS",
  COMPANY_VTC_REGISTER: "EVTC006230001",
};

/** Invoices of journeys done (decision 045): issued by the office, numbered without a gap, frozen. */
describe.each(testDatabases())("invoices on %s", (_name, make) => {
  const state = staffDatabase(make);
  const context = contextFor(testEnv(COMPANY));
  let done: string;
  let confirmed: string;
  let doneEnglish: string;
  let unpriced: string;

  beforeAll(async () => {
    const rows = await db()
      .insert(reservations)
      .values([
        reservationValues({
          reference: "RC-INV001",
          status: "completed",
          finalPriceCents: 15_000,
          date: addDays(TODAY, -2),
        }),
        reservationValues({
          reference: "RC-INV002",
          status: "confirmed",
          finalPriceCents: 15_000,
          date: addDays(TODAY, 3),
        }),
        reservationValues({
          reference: "RC-INV003",
          status: "completed",
          language: "en",
          finalPriceCents: 96_000,
          arrival: "Milan",
          date: addDays(TODAY, -1),
        }),
        reservationValues({
          reference: "RC-INV004",
          status: "completed",
          finalPriceCents: null,
          date: addDays(TODAY, -1),
        }),
      ])
      .returning();
    [done, confirmed, doneEnglish, unpriced] = rows.map((r) => r.id) as [string, string, string, string];
  });

  const run = (request: Request, call: (r: Request) => unknown) => throughStaffLayout(request, context, call);
  const act = (id: string, fields: Record<string, string>, cookie = state.staffCookie) =>
    run(post(`/admin/reservations/${id}`, fields, cookie), (r) => detail.action(args(r, context, { id })));
  const page = async (id: string) =>
    JSON.parse(
      (
        await run(get(`/admin/reservations/${id}`, state.staffCookie), (r) =>
          detail.loader(args(r, context, { id })),
        )
      ).body,
    );
  const file = (invoiceId: string, cookie = state.staffCookie) =>
    run(get(`/admin/invoices/${invoiceId}`, cookie), (r) =>
      invoiceFile.loader(args(r, context, { invoiceId })),
    );
  const issue = (id: string, fields: Record<string, string> = {}) =>
    act(id, {
      intent: "invoice-issue",
      billingName: "Léa Martin",
      payment: "paid",
      method: "card",
      paidOn: TODAY,
      ...fields,
    });

  it("is issued by the office for a journey done, numbered in the year's series, and printed as issued", async () => {
    const signedOut = await run(post(`/admin/reservations/${done}`, { intent: "invoice-issue" }), (r) =>
      detail.action(args(r, context, { id: done })),
    );
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/auth\?/);

    const before = await page(done);
    expect(before.invoice).toMatchObject({
      list: [],
      missing: [],
      defaults: {
        billingName: "Secret Client",
        paidOn: addDays(TODAY, -2),
        dueOn: addDays(TODAY, 30),
        kmTotal: "31",
      },
    });

    const issued = await issue(done, { reference: "Dossier 118" });
    expect(issued.status).toBe(302);
    expect(issued.headers.get("location")).toBe(`/admin/reservations/${done}`);
    const [row] = await db().select().from(invoices).where(eq(invoices.reservationId, done));
    expect(row).toMatchObject({
      kind: "invoice",
      number: `${YEAR}-0001`,
      year: YEAR,
      sequence: 1,
      totalCents: 15_000,
      actorName: "Test desk@example.com",
      cancelledById: null,
    });
    expect(row!.document).toMatchObject({
      issuedOn: TODAY,
      seller: {
        name: "Riviera Chauffeur Privé",
        siret: "12345678900012",
        vat: "FR12123456789",
        legalForm: "SAS",
      },
      buyer: { name: "Léa Martin", reference: "Dossier 118" },
      amounts: { totalCents: 15_000, netCents: 13_636, vatCents: 1_364 },
      payment: { paid: true, method: "card", on: TODAY },
    });
    expect((await page(done)).invoice.list).toEqual([
      expect.objectContaining({ id: row!.id, number: `${YEAR}-0001`, kind: "invoice", cancelledById: null }),
    ]);

    // A change to the request afterwards does not touch what the invoice prints.
    await db()
      .update(reservations)
      .set({ firstName: "Autre", finalPriceCents: 1 })
      .where(eq(reservations.id, done));
    const pdf = await file(row!.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`inline; filename="facture-${YEAR}-0001.pdf"`);
    expect(pdf.headers.get("cache-control")).toBe("no-store");
    const text = pdfText(new Uint8Array(Buffer.from(pdf.body, "latin1")));
    expect(text).toContain(`N° ${YEAR}-0001`);
    expect(text).toContain("Léa Martin");
    expect(text).toContain("150,00\u00a0€");
    expect(text).toContain("136,36\u00a0€");
    await db()
      .update(reservations)
      .set({ firstName: "Secret", finalPriceCents: 15_000 })
      .where(eq(reservations.id, done));

    // Signed out, the file is not served; an unknown id is a 404.
    const anonymous = await run(get(`/admin/invoices/${row!.id}`), (r) =>
      invoiceFile.loader(args(r, context, { invoiceId: row!.id })),
    );
    expect(anonymous.status).toBe(302);
    expect((await file("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await file("not-an-id")).status).toBe(404);
  });

  it("refuses a second invoice, a journey not done, one without a price, and a bad form; writes nothing", async () => {
    const count = async () => (await db().select().from(invoices)).length;
    const before = await count();
    const twice = await issue(done);
    expect(twice.status).toBe(409);
    expect(JSON.parse(twice.body).error).toBe(
      "Cette course a déjà une facture en cours\u00a0: annulez-la par un avoir pour en établir une autre.",
    );
    const notDone = await issue(confirmed);
    expect(notDone.status).toBe(409);
    expect(JSON.parse(notDone.body).error).toBe("Seule une course effectuée se facture.");
    const noPrice = await issue(unpriced);
    expect(noPrice.status).toBe(409);
    expect(JSON.parse(noPrice.body).error).toBe(
      "La course n’a pas de prix confirmé\u00a0: elle ne peut pas être facturée.",
    );
    const bad = await issue(doneEnglish, {
      company: "Acme Travel Ltd",
      vatNumber: "12",
      payment: "due",
      dueOn: addDays(TODAY, 90),
      kmTotal: "300",
      kmAbroad: "400",
    });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).fieldErrors).toEqual({
      address: "L’adresse est obligatoire pour facturer une société.",
      vatNumber:
        "Un numéro de TVA commence par le code du pays (FR, IT, CH…) suivi de 2 à 13 chiffres ou lettres.",
      dueOn: "Indiquez une échéance entre aujourd’hui et 60 jours.",
      kmAbroad: "Indiquez une distance hors de France inférieure ou égale à la distance totale.",
    });
    expect(await count()).toBe(before);
    // Nothing was numbered by the refusals: the series has no gap.
    expect(await db().select().from(invoiceCounters)).toEqual([{ year: YEAR, last: 1 }]);
  });

  it("is cancelled by a credit note of the same amount, after which the journey is invoiced again", async () => {
    const [invoice] = await db().select().from(invoices).where(eq(invoices.reservationId, done));
    const noReason = await act(done, { intent: "invoice-credit", invoiceId: invoice!.id, creditReason: "" });
    expect(noReason.status).toBe(400);
    expect(JSON.parse(noReason.body).fieldErrors.creditReason).toBe(
      "Indiquez le motif de l’avoir (3 à 200 caractères).",
    );
    // Not this request's invoice: nothing cancelled.
    const elsewhere = await act(confirmed, {
      intent: "invoice-credit",
      invoiceId: invoice!.id,
      creditReason: "Erreur",
    });
    expect(elsewhere.status).toBe(409);

    const credited = await act(done, {
      intent: "invoice-credit",
      invoiceId: invoice!.id,
      creditReason: "Facture à établir au nom de l’hôtel",
    });
    expect(credited.status).toBe(302);
    const again = await act(done, {
      intent: "invoice-credit",
      invoiceId: invoice!.id,
      creditReason: "Encore",
    });
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body).error).toBe("Cette facture n’existe pas ou a déjà été annulée.");

    const reissued = await issue(done, {
      billingName: "Service conciergerie",
      company: "Hôtel Belle Rive SAS",
      address: "33 boulevard Édouard Baudoin\n06160 Juan-les-Pins",
      vatNumber: "FR 55 123456789",
      payment: "due",
      dueOn: addDays(TODAY, 30),
    });
    expect(reissued.status).toBe(302);
    const list = (await page(done)).invoice.list;
    expect(list.map((i: { number: string; kind: string }) => [i.number, i.kind])).toEqual([
      [`${YEAR}-0001`, "invoice"],
      [`${YEAR}-0002`, "credit"],
      [`${YEAR}-0003`, "invoice"],
    ]);
    expect(list[0].cancelledById).toBe(list[1].id);
    const creditText = pdfText(new Uint8Array(Buffer.from((await file(list[1].id)).body, "latin1")));
    expect(creditText).toContain("AVOIR");
    expect(creditText).toContain("-150,00\u00a0€");
    expect(creditText.replace(/[\n\u00a0]/g, " ")).toContain(
      `Avoir annulant la facture n° ${YEAR}-0001 (${TODAY.split("-").reverse().join("/")}). Motif : Facture à établir au nom de l’hôtel`,
    );
    const businessText = pdfText(
      new Uint8Array(Buffer.from((await file(list[2].id)).body, "latin1")),
    ).replace(/[\n\u00a0]/g, " ");
    expect(businessText).toContain("Hôtel Belle Rive SAS");
    expect(businessText).toContain("33 boulevard Édouard Baudoin, 06160 Juan-les-Pins");
    expect(businessText).toContain("TVA intracommunautaire FR55123456789");
    expect(businessText).toContain("indemnité forfaitaire de 40 € pour frais de recouvrement");
  });

  it("is sent to the client by e-mail with its PDF, once in force; never to a client without an address", async () => {
    const list = (await page(done)).invoice.list as Array<{
      id: string;
      number: string;
      cancelledById: string | null;
    }>;
    const cancelled = list.find((i) => i.cancelledById !== null)!;
    const live = list.find((i) => i.number === `${YEAR}-0003`)!;
    expect((await act(done, { intent: "invoice-send", invoiceId: cancelled.id })).status).toBe(409);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, done))).toHaveLength(0);
    const sent = await act(done, { intent: "invoice-send", invoiceId: live.id });
    expect(sent.status).toBe(302);
    // Pressed twice (a page without JavaScript): one e-mail.
    expect((await act(done, { intent: "invoice-send", invoiceId: live.id })).status).toBe(302);
    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, done));
    expect(rows).toHaveLength(1);
    const [email] = rows;
    expect(email).toMatchObject({
      kind: "invoice_client",
      toAddress: "secret.client@example.com",
      subject: `Votre facture ${YEAR}-0003\u00a0: course RC-INV001`,
    });
    expect(email!.textBody).toContain("À régler au plus tard le");
    const [attachment] = email!.attachments!;
    expect(attachment).toMatchObject({
      filename: `facture-${YEAR}-0003.pdf`,
      contentType: "application/pdf",
      encoding: "base64",
    });
    const text = pdfText(new Uint8Array(Buffer.from(attachment!.content, "base64")));
    expect(text).toContain(`N° ${YEAR}-0003`);
    expect(text).toContain("Hôtel Belle Rive SAS");

    // The credit note too: the client who had the invoice is told it is cancelled.
    expect((await act(done, { intent: "invoice-send", invoiceId: list[1]!.id })).status).toBe(302);
    const credit = (await db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, done))).find(
      (e) => e.kind === "credit_note_client",
    );
    expect(credit?.subject).toBe(`Votre avoir ${YEAR}-0002\u00a0: course RC-INV001`);
    expect(credit?.attachments?.[0]?.filename).toBe(`avoir-${YEAR}-0002.pdf`);

    // A client the office booked without an e-mail address (decision 038): nothing to send.
    await db().update(reservations).set({ email: null, source: "phone" }).where(eq(reservations.id, done));
    const none = await act(done, { intent: "invoice-send", invoiceId: live.id });
    expect(none.status).toBe(409);
    expect(JSON.parse(none.body).error).toBe(
      "Le client n’a pas d’adresse e-mail\u00a0: remettez-lui la facture imprimée.",
    );
    await db()
      .update(reservations)
      .set({ email: "secret.client@example.com" })
      .where(eq(reservations.id, done));
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, done))).toHaveLength(2);
  });

  it("bilingual for a client who booked in English; VAT on the distance in France only", async () => {
    const issued = await issue(doneEnglish, { kmTotal: "320", kmAbroad: "280" });
    expect(issued.status).toBe(302);
    const [row] = await db().select().from(invoices).where(eq(invoices.reservationId, doneEnglish));
    expect(row!.document.amounts).toMatchObject({
      abroadCents: 84_000,
      frenchCents: 12_000,
      vatCents: 1_091,
    });
    const text = pdfText(new Uint8Array(Buffer.from((await file(row!.id)).body, "latin1")));
    expect(text).toContain("FACTURE / INVOICE");
    expect(text).toContain("Total TTC / Total incl. VAT");
    expect(text).toContain("960,00\u00a0€");
  });

  it("issues one invoice when two are asked at once, and numbers them without a gap", async () => {
    const twins = await db()
      .insert(reservations)
      .values(
        [1, 2, 3].map((n) =>
          reservationValues({
            reference: `RC-INVT0${n}`,
            status: "completed",
            finalPriceCents: 20_000,
            date: TODAY,
          }),
        ),
      )
      .returning();
    const form = {
      buyer: { name: "Léa Martin", company: null, address: null, vatNumber: null, reference: null },
      payment: { paid: true as const, method: "cash" as const, on: TODAY },
      share: null,
    };
    const env = testEnv(COMPANY);
    const actor = { id: (await db().select().from(invoices))[0]!.actorId!, fullName: "Desk" };
    // The same request twice at once (a double click) and two others at the same moment.
    const results = await Promise.all(
      [twins[0]!, twins[0]!, twins[1]!, twins[2]!].map((r) =>
        issueInvoice({ reservationId: r.id, form, actor, env }),
      ),
    );
    expect(results.filter((r) => r === "exists")).toHaveLength(1);
    const numbers = (await db().select({ sequence: invoices.sequence }).from(invoices))
      .map((r) => r.sequence)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it("gives back its number when the invoice fails to be written after the number was taken", async () => {
    const [r] = await db()
      .insert(reservations)
      .values(
        reservationValues({
          reference: "RC-INVFL1",
          status: "completed",
          finalPriceCents: 9_000,
          date: TODAY,
        }),
      )
      .returning();
    const [before] = await db().select().from(invoiceCounters);
    // The database refuses this one invoice, after the counter moved on in the same transaction.
    await db().execute(sql`
      create function refuse_invoice() returns trigger language plpgsql as $$
      begin
        if new.document->'buyer'->>'name' = 'Panne' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await db().execute(
      sql`create trigger refuse_invoice before insert on invoices for each row execute function refuse_invoice()`,
    );
    const form = {
      buyer: { name: "Panne", company: null, address: null, vatNumber: null, reference: null },
      payment: { paid: true as const, method: "card" as const, on: TODAY },
      share: null,
    };
    const actor = { id: (await db().select().from(invoices))[0]!.actorId!, fullName: "Desk" };
    await expect(
      issueInvoice({ reservationId: r!.id, form, actor, env: testEnv(COMPANY) }),
    ).rejects.toThrow();
    await db().execute(sql`drop trigger refuse_invoice on invoices`);
    await db().execute(sql`drop function refuse_invoice()`);
    expect(await db().select().from(invoiceCounters)).toEqual([before]);
    const issued = await issueInvoice({
      reservationId: r!.id,
      form: { ...form, buyer: { ...form.buyer, name: "Léa" } },
      actor,
      env: testEnv(COMPANY),
    });
    expect(typeof issued === "object" && "number" in issued && issued.sequence).toBe(before!.last + 1);
  });

  it("is refused while the configuration lacks what an invoice must print, and the card says which", async () => {
    const bare = contextFor(testEnv({ SITE_URL: "http://localhost:3000" }));
    const [r] = await db()
      .insert(reservations)
      .values(
        reservationValues({
          reference: "RC-INVCF1",
          status: "completed",
          finalPriceCents: 9_000,
          date: TODAY,
        }),
      )
      .returning();
    const issueUnder = (under: ReturnType<typeof contextFor>) =>
      throughStaffLayout(
        post(
          `/admin/reservations/${r!.id}`,
          {
            intent: "invoice-issue",
            billingName: "Léa Martin",
            payment: "paid",
            method: "card",
            paidOn: TODAY,
          },
          state.staffCookie,
        ),
        under,
        (request) => detail.action(args(request, under, { id: r!.id })),
      );
    const refused = await issueUnder(bare);
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.body).error).toBe(
      "La facture ne peut pas être établie\u00a0: renseignez d’abord correctement COMPANY_ADDRESS, COMPANY_SIRET, COMPANY_VAT dans la configuration du site (un SIRET a 14\u00a0chiffres).",
    );
    // Exempt from VAT, no VAT number is needed.
    const exempt = contextFor(testEnv({ ...COMPANY, COMPANY_VAT: "", INVOICE_VAT: "franchise" }));
    const issued = await issueUnder(exempt);
    expect(issued.status).toBe(302);
    const [row] = await db().select().from(invoices).where(eq(invoices.reservationId, r!.id));
    expect(row!.document).toMatchObject({ vat: "franchise", amounts: { netCents: 9_000, vatCents: 0 } });
    expect(row!.document.seller.vat).toBeNull();
    expect(pdfText(new Uint8Array(Buffer.from((await file(row!.id)).body, "latin1")))).toContain(
      "TVA non applicable, art. 293 B du CGI.",
    );
  });

  it("lists the year's invoices and credit notes for the accountant, in the series' order", async () => {
    const journal = (query: string, cookie?: string) =>
      run(get(`/admin/invoices.csv${query}`, cookie), (r) => invoiceJournal.loader(args(r, context)));
    expect((await journal(`?year=${YEAR}`)).status).toBe(302);
    const file = await journal(`?year=${YEAR}`, state.staffCookie);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="factures-${YEAR}.csv"`);
    const lines = file.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Numéro;Type;Date;Annule la facture;Client;Société;TVA du client;Course;Date de la course;Montant HT;TVA;Montant TTC;Dont hors de France (sans TVA);Régime;Règlement;Encaissement;Établie par",
    );
    const numbers = lines.slice(1).map((line) => line.split(";")[0]);
    expect(numbers).toEqual([...numbers].sort());
    expect(numbers.slice(0, 3)).toEqual([`${YEAR}-0001`, `${YEAR}-0002`, `${YEAR}-0003`]);
    const date = TODAY.split("-").reverse().join("/");
    expect(lines[2]).toBe(
      `${YEAR}-0002;Avoir;${date};${YEAR}-0001;Léa Martin;;;RC-INV001;${addDays(TODAY, -2).split("-").reverse().join("/")};-136,36;-13,64;-150,00;0,00;TVA 10\u00a0%;;;Test desk@example.com`,
    );
    expect(lines[3]).toContain(`;Service conciergerie;Hôtel Belle Rive SAS;FR55123456789;RC-INV001;`);
    expect(lines[3]).toContain(
      `;136,36;13,64;150,00;0,00;TVA 10\u00a0%;À régler au plus tard le ${addDays(TODAY, 30).split("-").reverse().join("/")};`,
    );
    // Another year has its own file; a year that is not one is this year's.
    expect((await journal("?year=2019", state.staffCookie)).body.trim().split("\r\n")).toHaveLength(1);
    expect((await journal("?year=abc", state.staffCookie)).body).toBe(file.body);
    // An invoice issued as paid says when and how in the column of payments received.
    const paidLine = lines.find((line) => line.includes(";Réglée le "));
    expect(paidLine).toMatch(/;Réglée le (\d\d\/\d\d\/\d{4}) par carte bancaire;\1, carte bancaire;/);
  });

  it("follows what is still to be received, records a payment once, and lets an admin withdraw it (decision 046)", async () => {
    const ledger = async (query = "", cookie = state.staffCookie) =>
      JSON.parse(
        (await run(get(`/admin/invoices${query}`, cookie), (r) => ledgerPage.loader(args(r, context)))).body,
      );
    const record = (fields: Record<string, string>, cookie = state.staffCookie) =>
      run(post("/admin/invoices", fields, cookie), (r) => ledgerPage.action(args(r, context)));
    expect((await run(get("/admin/invoices"), (r) => ledgerPage.loader(args(r, context)))).status).toBe(302);
    const before = await ledger();

    // Two journeys invoiced as due: one due in 30 days, one whose due date has passed (a month-end
    // account, issued weeks ago: its printed due date is moved back for the test).
    const [soon, late] = await db()
      .insert(reservations)
      .values(
        ["RC-PAY001", "RC-PAY002"].map((reference) =>
          reservationValues({
            reference,
            status: "completed",
            finalPriceCents: 24_000,
            date: addDays(TODAY, -1),
          }),
        ),
      )
      .returning();
    for (const r of [soon!, late!])
      expect(
        (
          await issue(r.id, {
            payment: "due",
            dueOn: addDays(TODAY, 30),
            company: "Hôtel Martinez",
            address: "73 la Croisette, Cannes",
          })
        ).status,
      ).toBe(302);
    const [lateInvoice] = await db().select().from(invoices).where(eq(invoices.reservationId, late!.id));
    await db()
      .update(invoices)
      .set({
        document: sql`jsonb_set(${invoices.document}, '{payment,dueOn}', to_jsonb(${addDays(TODAY, -5)}::text))`,
      })
      .where(eq(invoices.id, lateInvoice!.id));

    const due = await ledger();
    const ours = <R extends { ride: string }>(rows: R[]) => rows.filter((r) => r.ride.startsWith("RC-PAY"));
    // The late one first (the soonest due), with its days of delay.
    expect(ours<{ ride: string; state: unknown }>(due.rows).map((r) => [r.ride, r.state])).toEqual([
      ["RC-PAY002", { state: "late", dueOn: addDays(TODAY, -5), days: 5 }],
      ["RC-PAY001", { state: "due", dueOn: addDays(TODAY, 30) }],
    ]);
    expect(due.totals.dueCents - before.totals.dueCents).toBe(48_000);
    expect(due.totals.lateCents - before.totals.lateCents).toBe(24_000);
    expect(due.totals.lateCount - before.totals.lateCount).toBe(1);
    // Nothing paid or cancelled is on the list of what is due.
    expect(due.rows.every((r: { state: { state: string } }) => ["due", "late"].includes(r.state.state))).toBe(
      true,
    );

    // A bad form is refused in French and records nothing.
    for (const [fields, status] of [
      [{ invoiceId: lateInvoice!.id, settledOn: addDays(TODAY, 1), method: "transfer" }, 400],
      [{ invoiceId: lateInvoice!.id, settledOn: TODAY, method: "cheque" }, 400],
      [{ invoiceId: lateInvoice!.id, settledOn: "2026-02-30", method: "card" }, 400],
      [{ invoiceId: "not-an-id", settledOn: TODAY, method: "card" }, 404],
      [{ invoiceId: "00000000-0000-4000-8000-000000000000", settledOn: TODAY, method: "card" }, 404],
    ] as const) {
      const refused = await record(fields);
      expect(refused.status, JSON.stringify(fields)).toBe(status);
    }
    const badDay = await record({
      invoiceId: lateInvoice!.id,
      settledOn: addDays(TODAY, 1),
      method: "transfer",
    });
    expect(JSON.parse(badDay.body).fieldErrors).toEqual({
      settledOn: "Indiquez le jour du règlement, au plus tard aujourd’hui et dans l’année écoulée.",
    });
    expect(
      (await db().select().from(invoices).where(eq(invoices.id, lateInvoice!.id)))[0]!.settledOn,
    ).toBeNull();

    // The transfer arrives: recorded by the desk, once; a second press says so.
    const paid = await record({ invoiceId: lateInvoice!.id, settledOn: TODAY, method: "transfer" });
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toBe("/admin/invoices");
    const again = await record({ invoiceId: lateInvoice!.id, settledOn: TODAY, method: "card" });
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body).error).toBe("Le règlement de cette facture est déjà enregistré.");
    const [settled] = await db().select().from(invoices).where(eq(invoices.id, lateInvoice!.id));
    expect(settled).toMatchObject({
      settledOn: TODAY,
      settledMethod: "transfer",
      settledByName: "Test desk@example.com",
    });
    // The document is as issued: still "due by", as the client received it.
    expect(settled!.document.payment).toEqual({ paid: false, dueOn: addDays(TODAY, -5) });
    const after = await ledger();
    expect(ours(after.rows).map((r: { ride: string }) => r.ride)).toEqual(["RC-PAY001"]);
    // The year's series shows it paid, and who recorded it.
    const year = await ledger(`?year=${YEAR}`);
    expect(year.view).toEqual({ show: "year", year: YEAR });
    expect(year.years[0]).toBe(YEAR);
    const inYear = year.rows.find((r: { id: string }) => r.id === lateInvoice!.id);
    expect(inYear).toMatchObject({
      state: { state: "paid", on: TODAY, method: "transfer" },
      settledByName: "Test desk@example.com",
      paidAtIssue: false,
    });
    // A credit note and the invoice it cancels are both in the series, the sales net of credit notes.
    const states = year.rows.map((r: { state: { state: string } }) => r.state.state);
    expect(states).toContain("credit");
    expect(states).toContain("cancelled");
    const net = year.rows.reduce(
      (sum: number, r: { kind: string; totalCents: number }) =>
        sum + (r.kind === "credit" ? -r.totalCents : r.totalCents),
      0,
    );
    expect(year.salesCents).toBe(net);

    // Withdrawn by mistake: the desk may not, an admin may, and the invoice is due again.
    const unsettle = { intent: "unsettle", invoiceId: lateInvoice!.id };
    expect((await record(unsettle)).status).toBe(403);
    expect((await record(unsettle, state.adminCookie)).status).toBe(302);
    expect(ours((await ledger()).rows).map((r: { ride: string }) => r.ride)).toEqual([
      "RC-PAY002",
      "RC-PAY001",
    ]);
    expect((await record(unsettle, state.adminCookie)).status).toBe(404);
    // An invoice issued as paid keeps its payment: only a credit note undoes it.
    const printedPaid = year.rows.find(
      (r: { paidAtIssue: boolean; state: { state: string } }) => r.paidAtIssue && r.state.state === "paid",
    );
    expect(printedPaid).toBeDefined();
    const kept = await record({ intent: "unsettle", invoiceId: printedPaid.id }, state.adminCookie);
    expect(kept.status).toBe(409);
    // The database holds to the rule as well: a credit note is never settled.
    await expect(
      db().execute(
        sql`update invoices set settled_on = current_date, settled_method = 'card', settled_by_name = 'x' where kind = 'credit'`,
      ),
    ).rejects.toThrow();
  });
});
