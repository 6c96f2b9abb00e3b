import { describe, expect, it } from "vitest";
import { priceRequest } from "~/domain/pricing/trip";
import { quoteExpiry } from "~/domain/quote";
import { dictionary } from "~/i18n/dictionary";
import { followTexts } from "~/i18n/follow";
import type { Lang } from "~/i18n/lang";
import { staffChangeRequested, staffClientCancelled, staffQuoteAccepted } from "./staff-emails";
import {
  type Company,
  type ContactData,
  clientAcknowledgement,
  clientAssignmentChanged,
  clientCancelled,
  clientChangeAnswered,
  clientConfirmed,
  clientContactAcknowledgement,
  clientDeclined,
  clientQuote,
  clientReminder,
  clientTripUpdated,
  MAX_STAFF_SUBJECT,
  type ReservationData,
  staffNewContact,
  staffNewReservation,
  staffSubject,
} from "./templates";

const company: Company = {
  name: "Riviera & Co",
  phone: "+33 4 93 00 00 00",
  email: "bonjour@example.com",
  whatsapp: "33600000000",
  siteUrl: "https://example.com",
};

function reservation(language: Lang): ReservationData {
  return {
    id: "9b2f4c1e-0000-4000-8000-000000000001",
    reference: "RV-2027-0042",
    language,
    departure: "Nice aéroport terminal 1",
    arrival: "Monaco <Casino>",
    date: "2027-06-04",
    time: "18:45",
    passengers: 4,
    luggage: 1,
    flightNumber: "AF7700",
    firstName: "Léa",
    lastName: "O'Brien",
    email: "lea@example.com",
    phone: "+33 6 12 34 56 78",
    message: "Siège enfant, s'il vous plaît.\nMerci !",
    passengerName: null,
    passengerPhone: null,
    distanceKm: 24.6,
    durationMin: 37,
    priceCents: 15_000,
    finalPriceCents: 14_000,
    tariffVersion: "2026-1",
  };
}

const contact: ContactData = {
  id: "c1",
  name: "Sam <Smith>",
  email: "sam@example.com",
  phone: null,
  message: "Bonjour,\nun devis pour 12 personnes ?",
  language: "en",
};

const NOW = new Date("2027-05-01T08:00:00Z");

const assignment = {
  driverFirstName: "Marc",
  driverPhone: "+33 6 11 22 33 44",
  vehicleModel: "Mercedes Classe V",
  vehiclePlate: "GH-123-JK",
  meetingPoint: "Hall des arrivées, porte A1",
};

/** The exact subject, text, HTML and attachments of every e-mail, so a refactoring cannot change a byte. */
describe.each(["fr", "en"] as const)("e-mails in %s", (lang) => {
  const r = reservation(lang);
  it.each([
    ["acknowledgement", () => clientAcknowledgement(r, company)],
    [
      "acknowledgement without message or route",
      () =>
        clientAcknowledgement(
          {
            ...r,
            message: null,
            flightNumber: null,
            distanceKm: null,
            priceCents: null,
            luggage: 0,
            passengers: 1,
          },
          company,
        ),
    ],
    ["confirmation", () => clientConfirmed(r, company, NOW)],
    ["cancellation by the office", () => clientCancelled(r, company, { by: "office", reason: "Doublon" })],
    ["cancellation by the client", () => clientCancelled(r, company, { by: "client" })],
    ["decline", () => clientDeclined(r, company, "Aucun véhicule disponible à cette heure")],
    ["contact acknowledgement", () => clientContactAcknowledgement({ ...contact, language: lang }, company)],
    [
      "acknowledgement with the follow-up link",
      () => clientAcknowledgement({ ...r, followUrl: "https://example.com/suivi/abc" }, company),
    ],
    ["assignment change", () => clientAssignmentChanged({ ...r, assignment }, company, NOW)],
    ["reminder", () => clientReminder({ ...r, assignment }, company)],
    [
      "accepted change",
      () =>
        clientChangeAnswered(
          { ...r, clientToken: "tok" },
          company,
          { approved: true, request: "Pick-up at 19:15 instead", message: "Done, see you then." },
          NOW,
        ),
    ],
    [
      "refused change",
      () =>
        clientChangeAnswered(r, company, { approved: false, request: "Two more seats", message: null }, NOW),
    ],
    [
      "quote",
      // Sent on 1 May for a week: valid through 8 May (domain/quote.ts).
      () =>
        clientQuote(
          { ...r, clientToken: "tok" },
          company,
          quoteExpiry(new Date("2027-05-01T16:00:00Z"), 7, { date: r.date, time: r.time })!,
        ),
    ],
    [
      "quote cut short by the pickup",
      () =>
        clientQuote(
          { ...r, clientToken: "tok" },
          company,
          quoteExpiry(new Date("2027-06-01T16:00:00Z"), 7, { date: r.date, time: r.time })!,
        ),
    ],
    [
      "trip updated, confirmed",
      () =>
        clientTripUpdated(
          r,
          company,
          [
            { field: "time", from: "18:45", to: "19:15" },
            { field: "date", from: "2027-06-04", to: "2027-06-05" },
            { field: "extras", from: null, to: null },
          ],
          { confirmed: true, now: NOW },
        ),
    ],
    [
      "trip updated, not confirmed",
      () =>
        clientTripUpdated(
          { ...r, finalPriceCents: null },
          company,
          [{ field: "passengers", from: "4", to: "5" }],
          { confirmed: false, now: NOW },
        ),
    ],
    ["staff reservation", () => staffNewReservation(r, company, "staff@example.com")],
    ["staff contact", () => staffNewContact({ ...contact, language: lang }, company, "staff@example.com")],
    ["staff client cancelled", () => staffClientCancelled(r, company, "staff@example.com")],
    ["staff quote accepted", () => staffQuoteAccepted(r, company, "staff@example.com")],
    [
      "staff change requested",
      () => staffChangeRequested(r, company, "staff@example.com", "Pourrions-nous partir à 19 h 30 ?"),
    ],
  ])("renders the %s unchanged", (_name, render) => {
    expect(render()).toMatchSnapshot();
  });
});

describe("what the e-mails say", () => {
  it("says who cancelled and why, never 'if you did not ask for this' when the office cancelled", () => {
    const office = clientCancelled(reservation("fr"), company, { by: "office", reason: "Véhicule en panne" });
    expect(office.text).toContain("Nous avons dû annuler votre demande");
    expect(office.text).toContain("Motif : Véhicule en panne");
    expect(office.text).not.toMatch(/si vous ne l/i);
    const client = clientCancelled(reservation("en"), company, { by: "client" });
    expect(client.subject).toBe("Cancellation confirmed: RV-2027-0042");
    expect(client.text).toContain("As you asked, your journey is cancelled, free of charge.");
    expect(client.text).not.toContain("Reason");
  });

  it("declines kindly, with the reason, in the client's language", () => {
    const en = clientDeclined(reservation("en"), company, "No vehicle is free at that time");
    expect(en.subject).toBe("Your request RV-2027-0042: we cannot take it on");
    expect(en.text).toContain("We are very sorry");
    expect(en.text).toContain("Reason: No vehicle is free at that time");
    expect(en.text).toContain("If another time or date would suit you");
  });

  it("makes the phone and WhatsApp tappable, WhatsApp with a message about the request, and shows the logo", () => {
    const mail = clientAcknowledgement(reservation("fr"), company);
    expect(mail.html).toContain('href="tel:+33493000000"');
    expect(mail.html).toContain(
      `href="https://wa.me/33600000000?text=${encodeURIComponent("Bonjour, au sujet de ma demande RV-2027-0042\u00a0: ")}"`,
    );
    expect(mail.html).toContain('<img src="https://example.com/email-logo.png"');
    expect(mail.text).toContain("https://wa.me/33600000000?text=");
    const staff = staffNewReservation(reservation("en"), company, "staff@example.com");
    expect(staff.html).toContain('href="tel:+33612345678"');
    expect(staff.html).toContain('href="https://wa.me/33612345678?text=');
  });

  it("keeps a plate on one line in the HTML, the text unchanged, one vehicle or several", () => {
    const second = {
      driverFirstName: null,
      driverPhone: null,
      vehicleModel: "V 250",
      vehiclePlate: "LM-789-NP",
    };
    const mail = clientAssignmentChanged(
      { ...reservation("en"), assignment: { ...assignment, others: [second] } },
      company,
      NOW,
    );
    expect(mail.html).toContain('Mercedes Classe V · <span style="white-space:nowrap;">GH-123-JK</span>');
    expect(mail.html).toContain('V 250 · <span style="white-space:nowrap;">LM-789-NP</span>');
    expect(mail.text).toContain("Vehicle 2: V 250 · LM-789-NP");
    const one = clientReminder({ ...reservation("fr"), assignment }, company);
    expect(one.html).toContain('<span style="white-space:nowrap;">GH-123-JK</span>');
  });

  it("calls the chauffeur by the same name as the client's page, in English (the brand's word)", () => {
    const mail = clientAssignmentChanged({ ...reservation("en"), assignment }, company, NOW);
    expect(mail.subject).toBe("Your chauffeur for RV-2027-0042");
    expect(mail.text).toContain("Your chauffeur: Marc");
    expect(mail.text).toContain("Chauffeur’s phone: +33 6 11 22 33 44");
    const page = followTexts("en");
    const email = dictionary("en").tripEmail;
    expect([email.driver, email.driverPhone, email.vanDriver(2)]).toEqual([
      page.driver,
      page.driverPhone,
      page.vanDriver(2),
    ]);
    for (const make of [
      () => clientAcknowledgement(reservation("en"), company),
      () => clientConfirmed({ ...reservation("en"), assignment }, company, NOW),
      () => clientReminder({ ...reservation("en"), assignment }, company),
    ])
      expect(make().text).not.toMatch(/\bdriver/i);
  });

  it("writes to the client who booked for someone else, and names who the chauffeur meets (decision 043)", () => {
    const booked = {
      ...reservation("fr"),
      departureKind: "airport",
      nameBoard: null,
      passengerName: "M. et Mme Laurent",
      passengerPhone: "+1 212 555 0147",
    };
    const fr = clientConfirmed(booked, company, NOW);
    expect(fr.to).toBe("lea@example.com");
    expect(fr.text).toContain("Bonjour Léa");
    expect(fr.text).toMatch(/\nPassager\s: M\. et Mme Laurent · \+1\s212\s555\s0147\n/);
    expect(fr.text).toContain(
      "accueille M. et Mme Laurent à la sortie des arrivées avec une pancarte nominative.",
    );
    expect(fr.text).not.toContain("vous accueille");
    const en = clientConfirmed({ ...booked, language: "en", passengerPhone: null }, company, NOW);
    expect(en.text).toContain("Passenger: M. et Mme Laurent\n");
    expect(en.text).toContain("meets M. et Mme Laurent at arrivals with a name board.");
    // The office's e-mail has the passenger too, under the trip.
    expect(staffNewReservation(booked, company, "staff@example.com").text).toMatch(
      /\nPassager\s: M\. et Mme Laurent · \+1\s212\s555\s0147\n/,
    );
    // The reminder and the chauffeur's e-mail say who is met, not "you".
    expect(clientReminder(booked, company).text).toContain(
      "Nous attendons M. et Mme Laurent vendredi 4 juin 2027",
    );
    expect(clientAssignmentChanged({ ...booked, language: "en" }, company, NOW).text).toContain(
      "here is who will meet M. et Mme Laurent, in which vehicle and where.",
    );
    // The client travelling: no such line, and "you".
    const own = clientConfirmed({ ...booked, passengerName: null, passengerPhone: null }, company, NOW);
    expect(own.text).not.toMatch(/\nPassager\s:/);
    expect(own.text).toContain("vous accueille à la sortie des arrivées avec une pancarte à votre nom.");
  });

  it("keeps office subjects within 70 characters with the reference, date and route", () => {
    const long = {
      ...reservation("fr"),
      departure: "Aéroport Nice Côte d'Azur, Terminal 2, Promenade des Anglais, 06200 Nice",
      arrival: "Hôtel Hermitage Monte-Carlo, Square Beaumarchais, 98000 Monaco",
    };
    const subject = staffNewReservation(long, company, "s@example.com").subject;
    expect(subject.length).toBeLessThanOrEqual(MAX_STAFF_SUBJECT);
    expect(subject).toMatch(/^Demande RV-2027-0042 · 04\/06 18:45 · Aéroport Nice.* → Hôtel Hermitage/);
    expect(staffSubject("Demande", { ...long, departure: "Nice", arrival: "Monaco" })).toBe(
      "Demande RV-2027-0042 · 04/06 18:45 · Nice → Monaco",
    );
    const contactSubject = staffNewContact(
      { ...contact, name: "N".repeat(120) },
      company,
      "s@example.com",
    ).subject;
    expect(contactSubject.length).toBeLessThanOrEqual(MAX_STAFF_SUBJECT);
  });
});

/** Trips of decision 017 as the server stores them: its own price lines, from the tariff. */
function trip(language: Lang, kind: "return" | "stops" | "hourly" | "larger"): ReservationData {
  const airport = { lat: 43.6584, lng: 7.2159 };
  const cannes = { lat: 43.5513, lng: 7.0128 };
  const monaco = { lat: 43.7384, lng: 7.4246 };
  const base = reservation(language);
  if (kind === "return") {
    const quote = priceRequest({
      type: "return",
      from: airport,
      to: cannes,
      distanceKm: 27,
      returnDistanceKm: 27,
      pickup: { date: "2027-05-20", time: "15:00" },
      returnPickup: { date: "2027-05-22", time: "23:30" },
      passengers: 2,
      luggage: 2,
    });
    return {
      ...base,
      departure: "Aéroport Nice Côte d’Azur, Terminal 1",
      departureKind: "airport",
      arrival: "Palais des Festivals, Cannes",
      arrivalKind: "venue",
      date: "2027-05-20",
      time: "15:00",
      passengers: 2,
      luggage: 2,
      distanceKm: 27,
      durationMin: 30,
      tripType: "return",
      returnDate: "2027-05-22",
      returnTime: "23:30",
      includedWaitingMinutes: 60,
      priceCents: quote.totalCents,
      priceLines: quote.lines,
      vehicles: quote.vehicles,
    };
  }
  if (kind === "stops") {
    const stops = [
      { label: "Villefranche-sur-Mer", waitingMinutes: 0, lat: 43.704, lng: 7.311 },
      { label: "Èze", waitingMinutes: 30, lat: 43.728, lng: 7.362 },
      { label: "Monaco", waitingMinutes: 15, lat: 43.7384, lng: 7.4246 },
    ];
    const quote = priceRequest({
      type: "oneWay",
      from: { lat: 43.6961, lng: 7.2718 },
      to: { lat: 43.7747, lng: 7.4975 },
      via: stops,
      waitingMinutes: stops.map((s) => s.waitingMinutes),
      distanceKm: 38,
      pickup: { date: "2027-03-10", time: "10:00" },
      passengers: 2,
      luggage: 1,
    });
    return {
      ...base,
      departure: "Nice",
      arrival: "Menton",
      flightNumber: null,
      passengers: 2,
      luggage: 1,
      tripType: "oneWay",
      stops,
      distanceKm: 38,
      durationMin: 75,
      priceCents: quote.totalCents,
      priceLines: quote.lines,
    };
  }
  const quote = priceRequest({
    type: "hourly",
    from: monaco,
    hours: 6,
    pickup: { date: "2027-06-05", time: "09:00" },
    passengers: 9,
    luggage: 4,
    extras: { babySeat: 1, nameBoard: 1 },
    vehicle: kind === "larger" ? "larger" : "standard",
  });
  return {
    ...base,
    departure: "Monaco",
    arrival: "Monaco",
    departureKind: "city",
    flightNumber: null,
    date: "2027-06-05",
    time: "09:00",
    passengers: 9,
    luggage: 4,
    tripType: "hourly",
    hireHours: 6,
    hireFullDay: false,
    nameBoard: "M. et Mme Dubois",
    vehicle: quote.vehicle,
    vehicles: quote.vehicles,
    distanceKm: null,
    durationMin: 360,
    hireExtraKmCents: 250,
    priceCents: quote.totalCents,
    priceLines: quote.lines,
  };
}

describe.each(["fr", "en"] as const)("trip e-mails in %s", (lang) => {
  it.each(["return", "stops", "hourly", "larger"] as const)("renders the %s trip unchanged", (kind) => {
    const r = trip(lang, kind);
    expect({
      acknowledgement: clientAcknowledgement(r, company),
      staff: staffNewReservation(r, company, "staff@example.com"),
      confirmation: clientConfirmed({ ...r, finalPriceCents: null }, company, NOW),
    }).toMatchSnapshot();
  });
});

describe("what the trip e-mails say", () => {
  it("a return: the landing time and its included waiting, the way back, each leg's lines, two calendar events", () => {
    const r = trip("fr", "return");
    const ack = clientAcknowledgement(r, company);
    expect(ack.text).toContain("Type de trajet : Aller-retour");
    expect(ack.text).toContain("Date et heure : jeudi 20 mai 2027, 15:00 (heure d’atterrissage prévue)");
    expect(ack.text).toContain(
      "Attente incluse : jusqu’à 1 h après l’heure d’arrivée prévue, sans supplément",
    );
    expect(ack.text).toContain(
      "Retour : samedi 22 mai 2027, 23:30 (heure de prise en charge)\n  Palais des Festivals, Cannes → Aéroport Nice Côte d’Azur, Terminal 1",
    );
    expect(ack.text).toContain("Vol : AF7700");
    expect(ack.text).toMatch(/Détail du prix : Aller\n {4}Forfait : \d+ €/);
    expect(ack.text).toContain("Festival de Cannes (+20 %)");
    expect(ack.text).toContain("Remise aller-retour (−10 %) : −");
    // The lines add up to the estimate shown.
    expect(r.priceLines!.reduce((sum, l) => sum + l.cents, 0)).toBe(r.priceCents);

    const en = clientConfirmed({ ...trip("en", "return"), finalPriceCents: 30_000 }, company, NOW);
    expect(en.text).toContain("Date and time: Thursday, 20 May 2027, 15:00 (scheduled landing time)");
    expect(en.text).toContain("Return: Saturday, 22 May 2027, 23:30 (pickup time)");
    expect(en.text).toContain("Confirmed price: €300");
    const ics = en.attachments![0]!.content;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain("DTSTART;TZID=Europe/Paris:20270520T150000");
    expect(ics).toContain("DTSTART;TZID=Europe/Paris:20270522T233000");
    expect(ics).toContain("UID:RV-2027-0042-return@example.com");
    expect(ics.replace(/\r\n /g, "")).toContain(
      "SUMMARY:Riviera & Co · Return · Palais des Festivals\\, Cannes → Aéroport Nice Côte d’Azur\\, Terminal 1",
    );
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it("three stops in order with their waiting, and the route through them", () => {
    const fr = staffNewReservation(trip("fr", "stops"), company, "staff@example.com");
    expect(fr.text).toContain("Trajet : Nice → Villefranche-sur-Mer → Èze → Monaco → Menton");
    expect(fr.text).toContain(
      "Arrêts : 1. Villefranche-sur-Mer\n  2. Èze (attente 30 min)\n  3. Monaco (attente 15 min)",
    );
    expect(fr.text).toMatch(/ {4}3 arrêts : 45 €/);
    expect(fr.text).toMatch(/ {4}Attente \(45 min\) : 45 €/);
    const en = clientAcknowledgement(trip("en", "stops"), company);
    expect(en.text).toContain(
      "Stops: 1. Villefranche-sur-Mer\n  2. Èze (waiting 30 min)\n  3. Monaco (waiting 15 min)",
    );
    const ics = clientConfirmed(trip("en", "stops"), company, NOW).attachments![0]!.content;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.replace(/\r\n /g, "")).toContain("Stops: Villefranche-sur-Mer → Èze → Monaco");
  });

  it("an hourly hire: its hours, kilometres and extra-kilometre rate, two vehicles, extras, name board", () => {
    const r = trip("fr", "hourly");
    const staff = staffNewReservation(r, company, "staff@example.com");
    expect(staff.subject).toBe("Demande RV-2027-0042 · 05/06 09:00 · Monaco · mise à disposition");
    expect(staff.text).toContain("Trajet : Monaco\n");
    expect(staff.text).toContain("Type de trajet : Mise à disposition (à l’heure)");
    expect(staff.text).toContain("Durée : 6 heures, 180 km inclus ; au-delà, 2,50 € par kilomètre");
    expect(staff.text).toContain("Véhicules : 2 véhicules");
    expect(staff.text).toContain("Options : Siège bébé (0–13 kg)");
    expect(staff.text).toContain("Pancarte : M. et Mme Dubois");
    expect(staff.text).toContain("Grand Prix de Monaco (+25 %)");
    expect(staff.text).toMatch(/Second véhicule : \d/);
    expect(staff.text).not.toContain("Distance estimée");
    const ics = clientConfirmed(trip("en", "hourly"), company, NOW).attachments![0]!.content;
    expect(ics).toContain("DTSTART;TZID=Europe/Paris:20270605T090000");
    expect(ics).toContain("DTEND;TZID=Europe/Paris:20270605T150000");
    expect(ics.replace(/\r\n /g, "")).toContain(
      "SUMMARY:Riviera & Co · Hourly hire (chauffeur at your disposal) · Monaco",
    );
  });

  it("an address kept as typed: the office and the client read where the estimate put it", () => {
    // Saint-Jean-Cap-Ferrat's centre, where the gazetteer puts a villa typed with the village's name.
    const villa = {
      ...reservation("en"),
      finalPriceCents: null,
      departure: "Villa Les Cèdres St Jean Cap Ferrat",
      departureKind: "address",
      departurePoint: { lat: 43.6885, lng: 7.3327 },
      arrivalPoint: { lat: 43.7396, lng: 7.4277 },
    };
    expect(staffNewReservation(villa, company, "staff@example.com").text).toContain(
      "Repère de l’estimation : Saint-Jean-Cap-Ferrat, pour « Villa Les Cèdres St Jean Cap Ferrat »",
    );
    expect(clientAcknowledgement(villa, company).text).toContain(
      "Estimate based on: Saint-Jean-Cap-Ferrat, for “Villa Les Cèdres St Jean Cap Ferrat”",
    );
    // A named place, or an address placed by an outside geocoder at its own point, adds nothing.
    const geocoded = { ...villa, departurePoint: { lat: 43.6901, lng: 7.3312 } };
    expect(clientAcknowledgement(geocoded, company).text).not.toContain("Estimate based on");
    expect(clientAcknowledgement(reservation("en"), company).text).not.toContain("Estimate based on");
  });

  it("a larger vehicle on request: no figure, the price follows", () => {
    const r = trip("en", "larger");
    expect(r.priceCents).toBeNull();
    const ack = clientAcknowledgement(r, company);
    expect(ack.text).toContain("Vehicles: Larger vehicle, price on request");
    expect(ack.text).toContain("Estimated price: Larger vehicle, price on request");
  });
});

describe("where the confirmation says the chauffeur meets the client", () => {
  /** A confirmed trip from a place of the given kind, with or without a name board. */
  const from = (lang: Lang, departure: string, departureKind: string, nameBoard: string | null = null) =>
    clientConfirmed(
      { ...reservation(lang), departure, departureKind, arrival: "Monaco", arrivalKind: "town", nameBoard },
      company,
      NOW,
    ).text;

  it("promises a meeting at arrivals with a name board only at an airport or a heliport", () => {
    expect(from("fr", "Aéroport Nice Côte d’Azur, Terminal 2", "airport")).toContain(
      "Votre chauffeur suit votre vol, s’adapte à son heure d’arrivée réelle et vous accueille à la sortie des arrivées avec une pancarte à votre nom.",
    );
    expect(from("en", "Aéroport Nice Côte d’Azur, Terminal 2", "airport")).toContain(
      "meets you at arrivals with a name board.",
    );
    expect(from("fr", "Héliport de Monaco", "heliport", "Famille Martin")).toContain(
      "vous accueille à votre arrivée à l’héliport avec une pancarte au nom de « Famille Martin ».",
    );
  });

  it("a villa: the address and the time, no airport, no name board unless one was ordered", () => {
    for (const [lang, words] of [
      ["fr", /aéroport|arrivées|pancarte|vol/i],
      ["en", /airport|arrivals|name board|flight/i],
    ] as const) {
      const text = from(lang, "Villa Les Cèdres St Jean Cap Ferrat", "address");
      const note = text
        .split("\n")
        .find((line) => line.startsWith(lang === "fr" ? "Votre chauffeur" : "Your chauffeur"));
      expect(note).toBe(
        lang === "fr"
          ? "Votre chauffeur vous attend à l’adresse indiquée, à l’heure prévue."
          : "Your chauffeur will be waiting for you at the address given, at the time stated.",
      );
      expect(note).not.toMatch(words);
    }
    expect(from("en", "Villa Les Cèdres St Jean Cap Ferrat", "address", "Mr Smith")).toContain(
      "at the address given, at the time stated, with a name board reading “Mr Smith”.",
    );
  });

  it("a station to the airport: the train's arrival, no name board unless one was ordered", () => {
    const fr = from("fr", "Gare de Nice-Ville", "station");
    expect(fr).toContain("Votre chauffeur suit l’arrivée de votre train et vous attend à la sortie du quai.");
    expect(fr).not.toMatch(/pancarte|arrivées|À l’aéroport/);
    const en = from("en", "Gare de Nice-Ville", "station");
    expect(en).toContain(
      "Your chauffeur follows your train’s arrival and meets you as you come off the platform.",
    );
    expect(en).not.toMatch(/name board|arrivals|At the airport/);
    expect(from("fr", "Gare de Nice-Ville", "station", "M. Durand")).toContain(
      "à la sortie du quai, avec une pancarte au nom de « M. Durand ».",
    );
  });
});

describe("what the e-mails say of a free cancellation", () => {
  // The fixture's pickup: 4 June 2027 at 18:45 in Paris (16:45 UTC); free until 2 June, 16:45 UTC.
  const linked = (lang: Lang, createdAt: Date): ReservationData => ({
    ...reservation(lang),
    clientToken: "tok",
    createdAt,
  });
  const early = new Date("2027-05-20T10:00:00Z");
  const within48 = new Date("2027-06-03T08:00:00Z");
  const within24 = new Date("2027-06-04T10:00:00Z");

  it("a trip booked well ahead: free until 48 h before, no word of a late booking", () => {
    const ack = clientAcknowledgement(linked("fr", early), company).text;
    expect(ack).toContain("vous pouvez l’annuler sans frais jusqu’à 48 h avant le départ");
    expect(ack).not.toContain("ne bénéficie pas");
    const confirmed = clientConfirmed(linked("en", early), company, NOW).text;
    expect(confirmed).toContain("cancel it free of charge up to 48 hours before departure");
    expect(confirmed).not.toContain("does not qualify");
  });

  it("a trip booked less than 48 h before departure: never a free cancellation, its cost said", () => {
    for (const mail of [
      clientAcknowledgement(linked("fr", within48), company),
      clientConfirmed(linked("fr", within48), company, within48),
    ]) {
      expect(mail.text).not.toContain("sans frais jusqu’à 48");
      expect(mail.text).toContain(
        "Sur cette page privée, vous voyez où en est votre demande et pouvez nous demander une modification.",
      );
      expect(mail.text).toContain(
        "Réservé moins de 48 h avant le départ, ce trajet ne bénéficie pas de l’annulation gratuite : une annulation coûte 50 % du prix jusqu’à 24 h avant le départ, puis le montant total.",
      );
    }
    const en = clientConfirmed(linked("en", within24), company, within24).text;
    expect(en).not.toContain("free of charge up to 48 hours");
    expect(en).toContain(
      "Booked less than 24 hours before departure, this journey does not qualify for free cancellation: if you cancel, the full amount is due.",
    );
  });

  it("a request made in time but confirmed less than 48 h before departure says so", () => {
    const mail = clientConfirmed(linked("en", early), company, within48).text;
    expect(mail).not.toContain("free of charge up to 48 hours");
    expect(mail).toContain(
      "Confirmed less than 48 hours before departure, this journey does not qualify for free cancellation: cancelling costs 50% of the price until 24 hours before departure, then the full amount.",
    );
  });

  it("a change of driver or an answer to a change, sent after the free period, no longer offers it", () => {
    const booked = linked("fr", early);
    const before = clientAssignmentChanged({ ...booked, assignment }, company, early).text;
    expect(before).toContain("sans frais jusqu’à 48");
    const sentLate = [
      clientAssignmentChanged({ ...booked, assignment }, company, within48),
      clientChangeAnswered(booked, company, { approved: true, request: "19:15", message: null }, within24),
    ];
    for (const mail of sentLate) {
      expect(mail.text).not.toContain("sans frais");
      expect(mail.text).toContain("pouvez nous demander une modification");
    }
  });

  it("neither the reminder nor a closed request's e-mail offers a free cancellation", () => {
    const reminder = clientReminder({ ...linked("fr", early), assignment }, company).text;
    expect(reminder).not.toContain("sans frais");
    expect(reminder).toContain("pouvez nous demander une modification");
    const cancelled = clientCancelled(linked("en", early), company, {
      by: "office",
      reason: "Duplicate",
    }).text;
    expect(cancelled).not.toContain("cancel it free of charge");
    expect(cancelled).toContain("This private page keeps the summary of your request.");
    const declined = clientDeclined(linked("fr", early), company, "Complet").text;
    expect(declined).toContain("vous retrouvez le récapitulatif de votre demande");
  });
});
