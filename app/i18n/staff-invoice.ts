/**
 * The invoice of a journey done (decision 045): the office's card and its messages (French, like the
 * rest of the staff area), and the document's own labels. The document is in French, as the law asks of
 * an invoice issued in France; for a client who booked in English each label carries its English beside.
 */

export const INVOICE_TEXT = {
  title: "Facture",
  notYet: "La facture s’établit une fois la course effectuée (statut «\u00a0Effectuée\u00a0»).",
  none: "Aucune facture n’a encore été établie pour cette course.",
  issue: "Établir la facture",
  issuing: "Émission en cours…",
  intro:
    "Une facture ne se modifie plus une fois établie\u00a0: vérifiez le destinataire et le règlement. Elle reçoit le numéro suivant de l’année.",
  billingName: "Facturer à (nom)",
  company: "Société (facultatif)",
  companyHint:
    "Pour un client professionnel\u00a0: la facture porte alors les mentions de pénalités de retard.",
  address: "Adresse de facturation",
  addressHint: "Obligatoire pour une société\u00a0; facultative pour un particulier.",
  vatNumber: "Numéro de TVA intracommunautaire du client (facultatif)",
  reference: "Référence du client (facultatif\u00a0: bon de commande, dossier…)",
  paymentLegend: "Règlement",
  paid: "Déjà réglée",
  due: "À régler",
  method: "Moyen de paiement",
  methods: { card: "Carte bancaire", cash: "Espèces", transfer: "Virement" },
  paidOn: "Réglée le",
  dueOn: "À régler au plus tard le",
  dueHint: "Au plus tard 60 jours après la date de la facture (C. com., art. L. 441-10).",
  abroadLegend: "Course en partie hors de France\u00a0?",
  abroadIntro:
    "La TVA française ne porte que sur les kilomètres parcourus en France\u00a0; Monaco compte comme la France. Laissez vide pour une course entièrement en France.",
  kmTotal: "Distance totale de la course (km)",
  kmAbroad: "Dont hors de France (km)",
  issued: (number: string) => `Facture n° ${number}`,
  creditIssued: (number: string) => `Avoir n° ${number}`,
  issuedBy: (name: string, when: string, credit: boolean) =>
    `${credit ? "Établi" : "Établie"} par ${name} le ${when}`,
  amount: "Montant TTC",
  download: "Voir la facture (PDF)",
  downloadCredit: "Voir l’avoir (PDF)",
  credited: (number: string) => `Annulée par l’avoir n° ${number}`,
  credit: "Annuler par un avoir",
  creditHint:
    "Une facture émise ne se supprime pas\u00a0: un avoir du même montant l’annule, puis une nouvelle facture peut être établie.",
  creditReason: "Motif de l’avoir",
  creditConfirm: "Émettre l’avoir",
  send: "Envoyer au client par e-mail",
  sendHint: (email: string) =>
    `À ${email}, la facture en pièce jointe (PDF)\u00a0; l’envoi figure dans les e-mails de la demande.`,
  sendCreditHint: (email: string) =>
    `À ${email}, l’avoir en pièce jointe (PDF)\u00a0; l’envoi figure dans les e-mails de la demande.`,
  noEmail: "Le client n’a pas donné d’adresse e-mail\u00a0: imprimez la facture pour la lui remettre.",
  errors: {
    invalid: "Vérifiez les champs signalés.",
    billingName: "Indiquez à qui la facture est adressée (2 à 120 caractères).",
    company: "120 caractères au plus.",
    address: "300 caractères au plus.",
    addressCompany: "L’adresse est obligatoire pour facturer une société.",
    vatNumber:
      "Un numéro de TVA commence par le code du pays (FR, IT, CH…) suivi de 2 à 13 chiffres ou lettres.",
    vatNumberCompany: "Le numéro de TVA ne s’indique que pour une société.",
    reference: "60 caractères au plus.",
    latin:
      "Écrivez-le en caractères latins (accents compris)\u00a0: la facture ne sait pas imprimer certains de ces caractères.",
    payment: "Choisissez si la facture est réglée ou à régler.",
    method: "Choisissez le moyen de paiement.",
    paidOn: "Indiquez la date du règlement, au plus tard aujourd’hui et dans l’année écoulée.",
    dueOn: "Indiquez une échéance entre aujourd’hui et 60 jours.",
    kmTotal: "Indiquez la distance totale, de 1 à 5\u00a0000\u00a0km.",
    kmAbroad: "Indiquez une distance hors de France inférieure ou égale à la distance totale.",
    creditReason: "Indiquez le motif de l’avoir (3 à 200 caractères).",
    notCompleted: "Seule une course effectuée se facture.",
    noPrice: "La course n’a pas de prix confirmé\u00a0: elle ne peut pas être facturée.",
    exists:
      "Cette course a déjà une facture en cours\u00a0: annulez-la par un avoir pour en établir une autre.",
    gone: "Cette facture n’existe pas ou a déjà été annulée.",
    noEmail: "Le client n’a pas d’adresse e-mail\u00a0: remettez-lui la facture imprimée.",
    config: (names: string[]) =>
      `La facture ne peut pas être établie\u00a0: renseignez d’abord correctement ${names.join(", ")} dans la configuration du site (un SIRET a 14\u00a0chiffres).`,
  },
} as const;

/** The year's sales journal (CSV) and its link on the requests' list. */
export const INVOICE_JOURNAL_TEXT = {
  link: (year: number) => `Factures ${year} (CSV)`,
  linkHint: "Le journal des factures et avoirs de l’année, pour la comptabilité, fichier lisible par Excel.",
  number: "Numéro",
  kind: "Type",
  invoice: "Facture",
  credit: "Avoir",
  date: "Date",
  cancels: "Annule la facture",
  client: "Client",
  company: "Société",
  clientVat: "TVA du client",
  reference: "Course",
  serviceDate: "Date de la course",
  net: "Montant HT",
  vat: "TVA",
  total: "Montant TTC",
  abroad: "Dont hors de France (sans TVA)",
  scheme: "Régime",
  standard: "TVA 10\u00a0%",
  franchise: "Franchise (art. 293 B du CGI)",
  payment: "Règlement",
  methods: { card: "carte bancaire", cash: "espèces", transfer: "virement" },
  paid: (on: string, method: string) => `Réglée le ${on} par ${method}`,
  due: (on: string) => `À régler au plus tard le ${on}`,
  received: "Encaissement",
  receivedOn: (on: string, method: string) => `${on}, ${method}`,
  by: "Établie par",
} as const;

/** The invoices' list (/admin/invoices): what is still to be received, and each year's series (decision 046). */
export const INVOICE_LEDGER_TEXT = {
  metaTitle: "Factures",
  title: "Factures",
  back: "Retour aux demandes",
  intro:
    "Les factures à encaisser, puis la série complète de chaque année. Un règlement reçu après l’émission s’enregistre ici : la facture elle-même ne change pas.",
  viewsLabel: "Afficher",
  dueTab: "À encaisser",
  yearTab: (year: number) => `Série ${year}`,
  csv: (year: number) => `Journal ${year} (CSV)`,
  csvHint: "Le journal des factures et avoirs de l’année, pour la comptabilité, fichier lisible par Excel.",
  dueSummary: (count: number, amount: string) =>
    count === 0
      ? "Aucune facture à encaisser : tous les règlements sont enregistrés."
      : `${count} ${count > 1 ? "factures" : "facture"} à encaisser, ${amount} TTC.`,
  lateSummary: (count: number, amount: string) =>
    `Dont ${count} en retard, ${amount} TTC : relancez le client.`,
  yearSummary: (invoices: number, credits: number, amount: string) =>
    `${invoices} ${invoices > 1 ? "factures" : "facture"}${
      credits > 0 ? ` et ${credits} ${credits > 1 ? "avoirs" : "avoir"}` : ""
    }, ${amount} TTC facturés, avoirs déduits.`,
  yearEmpty: (year: number) => `Aucune facture n’a été établie en ${year}.`,
  tableLabel: (view: string) => `Factures : ${view}`,
  number: "N°",
  date: "Date",
  client: "Client",
  ride: "Course",
  amount: "Montant TTC",
  state: "État",
  pdf: (number: string) => `PDF de ${number}`,
  credit: (number: string) => `Avoir, annule ${number}`,
  states: {
    paid: (on: string, method: string) => `Réglée le ${on} (${method})`,
    due: (on: string) => `À régler au plus tard le ${on}`,
    late: (days: number, on: string) =>
      `En retard de ${days} ${days > 1 ? "jours" : "jour"} (échéance le ${on})`,
    cancelled: "Annulée par un avoir",
    credit: "Avoir",
  },
  methods: { card: "carte bancaire", cash: "espèces", transfer: "virement" },
  recordedBy: (name: string) => `Enregistré par ${name}`,
  recordOnList: "enregistrer le règlement",
  settle: "Enregistrer le règlement",
  settleFor: (number: string) => `Enregistrer le règlement de la facture ${number}`,
  settledOn: "Reçu le",
  method: "Moyen de paiement",
  settleSubmit: "Enregistrer",
  unsettle: "Retirer ce règlement",
  unsettleHint: "En cas d’erreur de saisie : la facture redevient à encaisser.",
  errorTitle: "Règlement non enregistré",
  errors: {
    invalid: "Vérifiez les champs signalés.",
    paidOn: "Indiquez le jour du règlement, au plus tard aujourd’hui et dans l’année écoulée.",
    method: "Choisissez le moyen de paiement.",
    gone: "Cette facture n’existe pas, est un avoir ou a été annulée.",
    already: "Le règlement de cette facture est déjà enregistré.",
    adminOnly: "Seul un administrateur peut retirer un règlement enregistré.",
    printed:
      "Cette facture a été émise comme réglée : son règlement ne se retire pas, seul un avoir l’annule.",
  },
} as const;

type Pair = readonly [fr: string, en: string];

/** The document's labels: French, and English beside them for a client who booked in English. */
export const INVOICE_DOC = {
  invoice: ["FACTURE", "INVOICE"],
  credit: ["AVOIR", "CREDIT NOTE"],
  number: ["N°", "No."],
  issuedOn: ["Date de la facture", "Invoice date"],
  creditIssuedOn: ["Date de l’avoir", "Credit note date"],
  seller: ["Prestataire", "Service provider"],
  buyer: ["Client", "Customer"],
  clientReference: ["Votre référence", "Your reference"],
  clientVat: ["TVA intracommunautaire", "VAT number"],
  serviceDate: ["Date de la prestation", "Date of service"],
  description: ["Désignation", "Description"],
  quantity: ["Qté", "Qty"],
  unitNet: ["Prix unitaire HT", "Unit price excl. VAT"],
  vatRate: ["TVA", "VAT"],
  lineNet: ["Montant HT", "Amount excl. VAT"],
  service: ["Transport de personnes avec chauffeur (VTC)", "Chauffeur-driven passenger transport"],
  inFrance: ["part en France", "in France"],
  abroad: ["part hors de France", "outside France"],
  category: ["Nature de l’opération\u00a0: prestation de services", "Type of supply: services"],
  bank: ["Virement", "Bank transfer"],
  totalNet: ["Total HT", "Total excl. VAT"],
  totalVat: ["TVA 10\u00a0%", "VAT 10%"],
  total: ["Total TTC", "Total incl. VAT"],
  creditTotal: ["Montant de l’avoir TTC", "Credit note total incl. VAT"],
  paid: ["Réglée le", "Paid on"],
  by: ["par", "by"],
  due: ["À régler au plus tard le", "Payable no later than"],
  dueBy: ["par virement ou carte bancaire", "by bank transfer or card"],
  methods: {
    card: ["carte bancaire", "card"],
    cash: ["espèces", "cash"],
    transfer: ["virement", "bank transfer"],
  },
  franchise: [
    "TVA non applicable, art. 293 B du CGI.",
    "VAT not applicable, art. 293 B of the French tax code.",
  ],
  reference: ["Réf. course", "Booking ref."],
  passengers: ["passagers", "passengers"],
  passenger: ["passager", "passenger"],
  credits: ["Avoir annulant la facture n°", "Credit note cancelling invoice no."],
  reason: ["Motif", "Reason"],
  rcs: ["RCS", "Trade register"],
  vat: ["TVA intracommunautaire", "VAT number"],
  vtc: ["Registre VTC", "VTC register"],
  capital: ["au capital de", "share capital"],
  page: ["Page", "Page"],
} as const satisfies Record<string, Pair | Record<string, Pair>>;

/** Paragraphs at the foot of the document (French; the English follows for an English-speaking client). */
export const INVOICE_FOOT = {
  abroad: (km: string, total: string, amount: string): Pair => [
    `Dont ${km} km sur ${total} parcourus hors de France (${amount}, sans TVA française)\u00a0: hors du champ de la TVA française, qui ne porte que sur la distance parcourue en France (CGI, art. 259 A).`,
    `Of which ${km} km out of ${total} driven outside France (${amount}, without French VAT): outside the scope of French VAT, which applies to the distance driven in France only.`,
  ],
  noDiscount: ["Pas d’escompte pour paiement anticipé.", "No discount for early payment."] as Pair,
  business: [
    "En cas de retard de paiement\u00a0: pénalités au taux de la Banque centrale européenne majoré de 10 points, et indemnité forfaitaire de 40\u00a0€ pour frais de recouvrement (C. com., art. L. 441-10 et D. 441-5).",
    "Late payment: interest at the European Central Bank rate plus 10 points, and a fixed recovery fee of €40.",
  ] as Pair,
} as const;
