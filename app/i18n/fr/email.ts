/** Texts of the e-mails sent to visitors (acknowledgement, confirmation, cancellation). */
import { TRIP_FIELDS_FR } from "./trip-fields";

export const email = {
  hello: (name: string) => `Bonjour ${name},`,
  ackSubject: (ref: string) => `Votre demande ${ref} est bien reçue`,
  ackIntro:
    "Merci pour votre demande. Elle nous est bien parvenue : voici son récapitulatif. Ce n’est pas encore une réservation ferme.",
  reference: "Référence",
  trip: "Trajet",
  when: "Date et heure",
  party: "Passagers et bagages",
  /** Who travels, when the client booked for someone else (decision 043). */
  passenger: "Passager",
  flight: "Vol ou train",
  distance: "Distance estimée",
  /** The estimate's lines, grouped by part of the request. */
  priceDetail: "Détail du prix",
  estimate: "Prix estimé",
  /** Under the estimate, for an address kept as typed: the town or street the estimate put it at. */
  estimateBasis: "Repère de l’estimation",
  estimateBasisValue: (where: string, label: string) => `${where}, pour «\u00a0${label}\u00a0»`,
  finalPrice: "Prix confirmé",
  yourMessage: "Votre message",
  nextTitle: "La suite",
  next: [
    "Nous vérifions la disponibilité d’un chauffeur et d’un véhicule pour votre trajet.",
    "Vous recevez une confirmation détaillée par e-mail, avec le prix final.",
    "Nous vous contactons dans les 2 heures si un détail doit être précisé.",
  ],
  estimateNote: "Le prix indiqué est une estimation ; le prix final vous est confirmé après validation.",
  cancellationTitle: "Conditions d’annulation",
  cancellation:
    "Annulation gratuite plus de 48\u00a0h avant le départ ; 50\u202f% du prix entre 24\u00a0h et 48\u00a0h ; le montant total à moins de 24\u00a0h.",
  /**
   * Under the terms, for a trip booked (or confirmed) once the free cancellation had ended: what a
   * cancellation costs, from 50 % until 24 h before departure, or the full amount under 24 h.
   */
  cancellationLate: (late: "booked" | "confirmed", cost: "half" | "full") =>
    `${late === "booked" ? "Réservé" : "Confirmé"} moins de ${cost === "half" ? "48" : "24"}\u00a0h avant le départ, ce trajet ne bénéficie pas de l’annulation gratuite\u00a0: ${
      cost === "half"
        ? "une annulation coûte 50\u202f% du prix jusqu’à 24\u00a0h avant le départ, puis le montant total."
        : "en cas d’annulation, le montant total est dû."
    }`,
  payment:
    "Le règlement se fait auprès du chauffeur : espèces, carte ou virement. Un acompte de 30\u202f% peut être demandé pour les longs trajets.",
  contactTitle: "Nous joindre",
  phone: "Téléphone",
  whatsapp: "WhatsApp",
  email: "E-mail",
  signature: (company: string) => `À très bientôt,\nL’équipe ${company}`,
  confirmedSubject: (ref: string) => `Réservation confirmée : ${ref}`,
  confirmedIntro: "Bonne nouvelle : votre chauffeur est réservé. Voici les détails de la prise en charge.",
  pickupTitle: "Prise en charge",
  /**
   * What the chauffeur does at the pickup, by the kind of place it is (the time given there is a
   * landing or a train's arrival at an airport, heliport or station), and the name board's own text
   * when one was ordered.
   */
  /** Where and how the chauffeur meets the client, or the passenger they booked for (`guest`, decision 043). */
  pickupNote: (
    where: "airport" | "heliport" | "station" | "address",
    board: string | null,
    guest: string | null = null,
  ) => {
    const named = board
      ? `une pancarte au nom de «\u00a0${board}\u00a0»`
      : guest
        ? "une pancarte nominative"
        : "une pancarte à votre nom";
    const withBoard = board ? `, avec ${named}` : "";
    if (guest) {
      if (where === "airport")
        return `Votre chauffeur suit le vol, s’adapte à son heure d’arrivée réelle et accueille ${guest} à la sortie des arrivées avec ${named}.`;
      if (where === "heliport")
        return `Votre chauffeur suit le vol et accueille ${guest} dès l’arrivée à l’héliport avec ${named}.`;
      if (where === "station")
        return `Votre chauffeur suit l’arrivée du train et attend ${guest} à la sortie du quai${withBoard}.`;
      return `Votre chauffeur attend ${guest} à l’adresse indiquée, à l’heure prévue${withBoard}.`;
    }
    if (where === "airport")
      return `Votre chauffeur suit votre vol, s’adapte à son heure d’arrivée réelle et vous accueille à la sortie des arrivées avec ${named}.`;
    if (where === "heliport")
      return `Votre chauffeur suit votre vol et vous accueille à votre arrivée à l’héliport avec ${named}.`;
    if (where === "station")
      return `Votre chauffeur suit l’arrivée de votre train et vous attend à la sortie du quai${withBoard}.`;
    return `Votre chauffeur vous attend à l’adresse indiquée, à l’heure prévue${withBoard}.`;
  },
  calendarNote: "Le fichier joint ajoute le trajet à votre agenda.",
  cancelledSubject: (ref: string) => `Demande annulée : ${ref}`,
  cancelledByOfficeIntro:
    "Nous avons dû annuler votre demande de trajet, et nous en sommes sincèrement désolés.",
  cancelledByOfficeNext:
    "Aucun frais ne vous est demandé. Pour organiser un autre trajet, répondez simplement à cet e-mail ou appelez-nous : nous serons heureux de vous aider.",
  /** The client cancelled from their private link. */
  cancelledByClientSubject: (ref: string) => `Annulation confirmée : ${ref}`,
  cancelledByClientIntro: "Comme vous l’avez demandé, votre trajet est annulé, sans frais.",
  cancelledByClientNext:
    "Nous espérons vous accueillir bientôt à bord. Pour un autre trajet, répondez à cet e-mail ou appelez-nous.",
  reason: "Motif",
  declinedSubject: (ref: string) => `Votre demande ${ref} : trajet indisponible`,
  declinedIntro:
    "Merci de nous avoir confié votre demande. Nous sommes sincèrement désolés : nous ne pouvons pas assurer ce trajet.",
  declinedNext:
    "Si une autre heure ou une autre date vous convient, répondez à cet e-mail ou appelez-nous : nous ferons tout pour vous trouver une solution.",
  /** The WhatsApp link: its label and the message it opens with. */
  whatsappAction: "Écrire sur WhatsApp",
  whatsappAbout: (ref: string | null) => (ref ? `Bonjour, au sujet de ma demande ${ref} : ` : "Bonjour, "),
  contactAckSubject: "Nous avons bien reçu votre message",
  contactAckIntro: (name: string) => `Merci ${name}, votre message nous est bien parvenu.`,
  followTitle: "Suivre votre demande",
  followText:
    "Sur cette page privée, vous voyez où en est votre demande ; vous pouvez l’annuler sans frais jusqu’à 48\u00a0h avant le départ, ou nous demander une modification. Ce lien vous est personnel : ne le transmettez pas.",
  /** The link once a cancellation is no longer free: it still shows the request and takes a change. */
  followTextPaid:
    "Sur cette page privée, vous voyez où en est votre demande et pouvez nous demander une modification. Ce lien vous est personnel\u00a0: ne le transmettez pas.",
  /** The link of a request that is closed (cancelled, declined): its recap only. */
  followTextClosed:
    "Sur cette page privée, vous retrouvez le récapitulatif de votre demande. Ce lien vous est personnel\u00a0: ne le transmettez pas.",
  followAction: "Voir ma demande",
  /** The office's answer to a change the client asked from their link. */
  changeAnsweredSubject: (ref: string, approved: boolean) =>
    approved ? `Modification acceptée\u00a0: ${ref}` : `Votre demande de modification\u00a0: ${ref}`,
  changeApprovedIntro:
    "Bonne nouvelle\u00a0: nous avons pris en compte la modification que vous nous avez demandée. Voici votre trajet à jour.",
  changeRefusedIntro:
    "Nous avons bien lu la modification que vous nous avez demandée, mais nous ne pouvons malheureusement pas l’accepter. Votre trajet reste tel qu’il était prévu.",
  yourChange: "Votre demande",
  officeMessage: "Notre réponse",
  /** The invoice of a journey done, sent by the office with its PDF (decision 045). */
  invoiceSubject: (ref: string, number: string) => `Votre facture ${number}\u00a0: course ${ref}`,
  invoiceIntro:
    "Merci d’avoir voyagé avec nous. Vous trouverez ci-joint, en PDF, la facture de votre course.",
  invoiceNumber: "Facture n°",
  invoiceTotal: "Montant TTC",
  invoicePaid: "Réglée, merci.",
  invoiceDue: "À régler au plus tard le",
  creditSubject: (ref: string, number: string) => `Votre avoir ${number}\u00a0: course ${ref}`,
  creditIntro: (invoice: string) =>
    `Vous trouverez ci-joint, en PDF, l’avoir qui annule la facture n°\u00a0${invoice} de votre course. Si une nouvelle facture doit la remplacer, elle vous parvient séparément.`,
  creditNumber: "Avoir n°",
  contactAckNext:
    "Nous vous répondons dans les 2 heures, tous les jours. Pour une demande urgente, appelez-nous ou écrivez-nous sur WhatsApp.",
  /** The office's quote, which the client accepts from their link (decision 028). */
  quoteSubject: (ref: string) => `Votre devis\u00a0: ${ref}`,
  quoteIntro:
    "Merci pour votre demande. Voici notre proposition pour ce trajet, au prix ci-dessous, toutes taxes comprises.",
  quotedPrice: "Prix proposé",
  /** The quote's validity: through a whole day, or to a time when the pickup comes first. */
  quoteValidThrough: (day: string) => `Valable jusqu’au ${day} inclus.`,
  quoteValidUntil: (moment: string) => `Valable jusqu’au ${moment}.`,
  quoteAction: "Voir et accepter le devis",
  quoteNote:
    "Un clic sur «\u00a0Accepter\u00a0», sur votre page privée, confirme la réservation à ce prix\u00a0: nous vous envoyons aussitôt la confirmation. Sans réponse de votre part à cette date, le devis n’est plus valable, mais il suffit de nous écrire pour le renouveler.",
  /** The trip changed by the office, after a call or a message from the client (decision 029). */
  updatedSubject: (ref: string) => `Votre trajet mis à jour\u00a0: ${ref}`,
  updatedIntro:
    "Comme convenu avec notre équipe, nous avons mis à jour votre demande. Voici ce qui change, puis votre trajet tel qu’il est désormais prévu.",
  updatedChanges: "Ce qui change",
  updatedNow: "Votre trajet à jour",
  updatedCalendarNote:
    "Le fichier agenda ci-joint remplace celui que nous vous avions envoyé\u00a0: ouvrez-le pour mettre votre agenda à jour.",
  updatedNone: "aucun",
  updatedExtras: "modifiées (détail ci-dessous)",
  updatedFields: {
    ...TRIP_FIELDS_FR,
    priceCents: "Prix estimé",
    finalPriceCents: "Prix",
  } satisfies Record<
    | "departure"
    | "arrival"
    | "date"
    | "time"
    | "returnDate"
    | "returnTime"
    | "passengers"
    | "luggage"
    | "flightNumber"
    | "extras"
    | "nameBoard"
    | "priceCents"
    | "finalPriceCents",
    string
  >,
};
