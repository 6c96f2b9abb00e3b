import { describe, expect, it } from "vitest";
import {
  creditSchema,
  type InvoiceDocument,
  invoiceAmounts,
  invoiceNotes,
  invoiceNumber,
  invoicePdf,
  invoiceSchema,
  rideLines,
} from "./invoice";
import { pdfText } from "./pdf";

const TODAY = "2027-05-22";

const form = (fields: Record<string, string>) =>
  invoiceSchema(TODAY).safeParse({
    billingName: "Léa Martin",
    payment: "paid",
    method: "card",
    paidOn: "2027-05-20",
    ...fields,
  });
const errorsOf = (fields: Record<string, string>) => {
  const parsed = form(fields);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
};

describe("invoice amounts", () => {
  it("splits a price paid into net and 10 % VAT, rounded on the VAT", () => {
    expect(invoiceAmounts(15_000, "standard")).toEqual({
      totalCents: 15_000,
      frenchCents: 15_000,
      abroadCents: 0,
      netCents: 13_636,
      vatCents: 1_364,
      kmTotal: null,
      kmAbroad: null,
    });
    const odd = invoiceAmounts(9_999, "standard");
    expect(odd.netCents + odd.vatCents).toBe(9_999);
    expect(odd.vatCents).toBe(909);
  });

  it("bears no VAT under the franchise", () => {
    expect(invoiceAmounts(15_000, "franchise")).toMatchObject({ netCents: 15_000, vatCents: 0 });
  });

  it("taxes only the share of the distance driven in France", () => {
    // Nice → Milan: 40 km of 320 in France.
    const a = invoiceAmounts(96_000, "standard", { kmTotal: 320, kmAbroad: 280 });
    expect(a).toMatchObject({ abroadCents: 84_000, frenchCents: 12_000, vatCents: 1_091, kmAbroad: 280 });
    expect(a.netCents).toBe(96_000 - 1_091);
    // No kilometre abroad: as a trip in France.
    expect(invoiceAmounts(96_000, "standard", { kmTotal: 320, kmAbroad: 0 })).toMatchObject({
      abroadCents: 0,
      kmTotal: null,
    });
  });

  it("numbers each year's series on four figures", () => {
    expect(invoiceNumber(2027, 7)).toBe("2027-0007");
    expect(invoiceNumber(2027, 12_345)).toBe("2027-12345");
  });
});

describe("the invoice form", () => {
  it("takes a private client paid on the day", () => {
    const parsed = form({ address: "  12 rue de France\n06000 Nice \n" });
    expect(parsed.success && parsed.data).toEqual({
      buyer: {
        name: "Léa Martin",
        company: null,
        address: "12 rue de France, 06000 Nice",
        vatNumber: null,
        reference: null,
      },
      payment: { paid: true, method: "card", on: "2027-05-20" },
      share: null,
    });
  });

  it("takes a company with its address and VAT number, due in 30 days, partly abroad", () => {
    const parsed = form({
      company: "Hôtel Belle Rive SAS",
      address: "33 boulevard Édouard Baudoin, 06160 Juan-les-Pins",
      vatNumber: "fr 12 345678901",
      reference: "PO-2027-118",
      payment: "due",
      dueOn: "2027-06-21",
      kmTotal: "320",
      kmAbroad: "280",
    });
    expect(parsed.success && parsed.data).toMatchObject({
      buyer: { company: "Hôtel Belle Rive SAS", vatNumber: "FR12345678901", reference: "PO-2027-118" },
      payment: { paid: false, dueOn: "2027-06-21" },
      share: { kmTotal: 320, kmAbroad: 280 },
    });
  });

  it("names each field's problem", () => {
    expect(errorsOf({ billingName: " L " })).toEqual({ billingName: "billingName" });
    expect(errorsOf({ company: "Acme" })).toEqual({ address: "addressCompany" });
    expect(errorsOf({ vatNumber: "FR123" })).toEqual({ vatNumber: "vatNumberCompany" });
    expect(errorsOf({ company: "Acme", address: "Nice", vatNumber: "12345" })).toEqual({
      vatNumber: "vatNumber",
    });
    expect(errorsOf({ payment: "later" })).toEqual({ payment: "payment" });
    expect(errorsOf({ method: "bitcoin" })).toEqual({ method: "method" });
    expect(errorsOf({ paidOn: "2027-05-23" })).toEqual({ paidOn: "paidOn" });
    expect(errorsOf({ paidOn: "2026-05-21" })).toEqual({ paidOn: "paidOn" });
    expect(errorsOf({ payment: "due", dueOn: "2027-07-22" })).toEqual({ dueOn: "dueOn" });
    expect(errorsOf({ payment: "due", dueOn: "2027-05-21" })).toEqual({ dueOn: "dueOn" });
    expect(errorsOf({ payment: "due", dueOn: "2027-07-21" })).toEqual({});
    expect(errorsOf({ kmAbroad: "280" })).toEqual({ kmTotal: "kmTotal" });
    expect(errorsOf({ kmTotal: "200", kmAbroad: "280" })).toEqual({ kmAbroad: "kmAbroad" });
    expect(errorsOf({ kmTotal: "2,5", kmAbroad: "1" })).toEqual({ kmTotal: "kmTotal" });
    expect(errorsOf({ reference: "x".repeat(61) })).toEqual({ reference: "reference" });
    expect(errorsOf({ billingName: "Léa\u0000Martin" })).toEqual({ billingName: "billingName" });
    // What the PDF cannot print is refused, not printed as "?"; French and Latin accents pass.
    expect(errorsOf({ billingName: "Łukasz Nowak" })).toEqual({ billingName: "latin" });
    expect(errorsOf({ company: "Отель", address: "Nice" })).toEqual({ company: "latin" });
    expect(errorsOf({ billingName: "Zoë Ångström-Müller", address: "Straße 1\n8001 Zürich" })).toEqual({});
  });

  it("asks a credit note's reason", () => {
    expect(creditSchema.safeParse({ creditReason: "  Erreur de nom  " }).data).toEqual({
      creditReason: "Erreur de nom",
    });
    expect(creditSchema.safeParse({ creditReason: "x" }).success).toBe(false);
  });
});

const document: InvoiceDocument = {
  kind: "invoice",
  number: "2027-0012",
  issuedOn: "2027-05-22",
  language: "fr",
  seller: {
    name: "Riviera Chauffeur Privé",
    legalForm: "SAS",
    capital: "10 000 €",
    address: "12 avenue de Verdun, 06000 Nice",
    siret: "12345678900012",
    rcs: "Nice 123 456 789",
    vat: "FR12123456789",
    vtcRegister: "EVTC006230001",
    phone: "+33 4 93 00 00 00",
    email: "bureau@riviera.example",
  },
  buyer: {
    name: "Léa Martin",
    company: "Hôtel Belle Rive SAS",
    address: "33 boulevard Édouard Baudoin, 06160 Juan-les-Pins",
    vatNumber: "FR55123456789",
    reference: "PO-118",
  },
  ride: {
    reference: "RC-INV001",
    language: "fr",
    tripType: "oneWay",
    departure: "Aéroport Nice Côte d'Azur",
    arrival: "Milan",
    date: "2027-05-20",
    time: "14:30",
    returnDate: null,
    returnTime: null,
    hireHours: null,
    hireFullDay: false,
    passengers: 3,
  },
  vat: "standard",
  amounts: invoiceAmounts(96_000, "standard", { kmTotal: 320, kmAbroad: 280 }),
  payment: { paid: false, dueOn: "2027-06-21" },
  cancels: null,
};

describe("the invoice document", () => {
  it("prints every mention a French invoice needs", () => {
    const text = pdfText(invoicePdf(document));
    for (const expected of [
      "FACTURE",
      "N° 2027-0012",
      "Date de la facture\u00a0: 22/05/2027",
      "Riviera Chauffeur Privé\nSAS au capital de 10 000 €",
      "12 avenue de Verdun, 06000 Nice",
      "SIRET 12345678900012 · SIREN 123 456 789\nRCS Nice 123 456 789",
      "TVA intracommunautaire FR12123456789",
      "Hôtel Belle Rive SAS",
      "Léa Martin",
      "TVA intracommunautaire FR55123456789",
      "Votre référence\u00a0: PO-118",
      "Date de la prestation\u00a0: 20/05/2027",
      "Transport de personnes avec chauffeur (VTC)",
      "Départ\u00a0: Aéroport Nice Côte d'Azur",
      "Arrivée\u00a0: Milan",
      "Le 20/05/2027 à 14:30 · 3 passagers",
      "Réf. course RC-INV001",
      "10\u00a0%",
      "Total HT",
      "949,09\u00a0€",
      "TVA 10\u00a0%",
      "10,91\u00a0€",
      "Total TTC",
      "960,00\u00a0€",
      "À régler au plus tard le 21/06/2027, par virement ou carte bancaire.",
      "Pas d’escompte pour paiement anticipé.",
    ])
      expect(text).toContain(expected);
    // The notes and the client's address are wrapped to the page: read them as one line.
    const flat = text.replace(/\n/g, " ");
    expect(flat).toContain("33 boulevard Édouard Baudoin, 06160 Juan-les-Pins");
    expect(flat).toContain(
      "pénalités au taux de la Banque centrale européenne majoré de 10 points, et indemnité forfaitaire de 40\u00a0€ pour frais de recouvrement",
    );
    expect(flat).toContain(
      "Dont 280 km sur 320 parcourus hors de France (840,00\u00a0€, sans TVA française)\u00a0: hors du champ de la TVA française",
    );
    // Each part of the journey on its own line, with its base: 10 % on the French part, none abroad.
    expect(flat).toContain("Transport de personnes avec chauffeur (VTC), part en France (40\u00a0km)");
    expect(text).toContain("109,09\u00a0€");
    expect(flat).toContain("Transport de personnes avec chauffeur (VTC), part hors de France (280\u00a0km)");
    expect(text).toContain("840,00\u00a0€");
    expect(flat).toContain("Nature de l’opération\u00a0: prestation de services");
    expect(text).not.toContain("Invoice");
  });

  it("adds the English beside each label for a client who booked in English", () => {
    const text = pdfText(
      invoicePdf({ ...document, language: "en", payment: { paid: true, method: "cash", on: "2027-05-20" } }),
    );
    expect(text).toContain("FACTURE / INVOICE");
    expect(text).toContain("Total TTC / Total incl. VAT");
    expect(text).toContain("Réglée le / Paid on 20/05/2027 par espèces / cash.");
    expect(text.replace(/\n/g, " ")).toContain("Of which 280 km out of 320 driven outside France");
    // The English label is wrapped within its column, not cut.
    expect(text.replace(/\n/g, " ")).toContain(
      "Transport de personnes avec chauffeur (VTC) / Chauffeur-driven passenger transport, part en France / in France (40\u00a0km)",
    );
  });

  it("says the franchise, and a private client's invoice has no late-payment terms", () => {
    const notes = invoiceNotes({
      ...document,
      vat: "franchise",
      amounts: invoiceAmounts(15_000, "franchise"),
      buyer: { ...document.buyer, company: null, vatNumber: null },
      payment: { paid: true, method: "card", on: "2027-05-20" },
    });
    expect(notes).toEqual([
      "TVA non applicable, art. 293 B du CGI.",
      "Réglée le 20/05/2027 par carte bancaire.",
      "Pas d’escompte pour paiement anticipé.",
      "Nature de l’opération\u00a0: prestation de services",
    ]);
    const withBank = { ...document.seller, iban: "FR76 3000 6000 0112 3456 7890 189", bic: "AGRIFRPP" };
    expect(invoiceNotes({ ...document, seller: withBank })).toContain(
      "Virement\u00a0: IBAN FR76 3000 6000 0112 3456 7890 189 · BIC AGRIFRPP",
    );
  });

  it("prints a credit note's amounts below zero, naming the invoice it cancels", () => {
    const text = pdfText(
      invoicePdf({
        ...document,
        kind: "credit",
        number: "2027-0013",
        payment: null,
        cancels: { number: "2027-0012", issuedOn: "2027-05-22", reason: "Mauvais destinataire" },
      }),
    );
    expect(text).toContain("AVOIR");
    expect(text).toContain(
      "Avoir annulant la facture n° 2027-0012 (22/05/2027). Motif\u00a0: Mauvais destinataire",
    );
    expect(text).toContain("-960,00\u00a0€");
    expect(text).not.toContain("À régler");
  });

  it("describes a return trip and an hourly hire", () => {
    expect(
      rideLines({ ...document.ride, tripType: "return", returnDate: "2027-05-24", returnTime: "09:00" }),
    ).toEqual([
      "Départ\u00a0: Aéroport Nice Côte d'Azur",
      "Arrivée\u00a0: Milan",
      "Aller le 20/05/2027 à 14:30, retour le 24/05/2027 à 09:00 · 3 passagers",
    ]);
    expect(
      rideLines({ ...document.ride, tripType: "hourly", departure: "Monaco", hireHours: 4, passengers: 1 }),
    ).toEqual(["Mise à disposition 4 h au départ de Monaco", "Le 20/05/2027 à 14:30 · 1 passager"]);
  });
});
