import type { Localized, Meta } from "./types";

/**
 * Placeholders used in the legal texts, written `{company.name}` in the strings. The app substitutes
 * them from configuration; no company identifier is written in this file.
 */
export const COMPANY_PLACEHOLDERS = [
  "company.name",
  "company.legalForm",
  "company.capital",
  "company.rcs",
  "company.siret",
  "company.vat",
  "company.address",
  "company.director",
  "company.phone",
  "company.email",
  "company.vtcRegister",
  "company.mediator",
  "host.name",
  "host.address",
  "host.phone",
] as const;
export type CompanyPlaceholder = (typeof COMPANY_PLACEHOLDERS)[number];

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  meta: Meta;
  title: string;
  /** ISO date of the last update */
  updated: string;
  sections: LegalSection[];
}

const UPDATED = "2026-11-22";

/* ------------------------------------------------------------------------------------------------ */
/* Mentions légales / Legal notice                                                                  */
/* ------------------------------------------------------------------------------------------------ */

export const legalNotice: Localized<LegalDocument> = {
  fr: {
    meta: {
      title: "Mentions légales",
      description:
        "Mentions légales du site : éditeur, directeur de la publication, hébergeur, inscription au registre des VTC, propriété intellectuelle et droit applicable.",
    },
    title: "Mentions légales",
    updated: UPDATED,
    sections: [
      {
        heading: "Éditeur du site",
        paragraphs: [
          "Conformément à l'article 1-1 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN), qui reprend depuis la loi du 21 mai 2024 les obligations de l'ancien article 6 III, le présent site est édité par :",
        ],
        list: [
          "Dénomination sociale : {company.name}",
          "Forme juridique : {company.legalForm} au capital de {company.capital}",
          "Siège social : {company.address}",
          "Immatriculation au registre du commerce et des sociétés : {company.rcs}",
          "SIRET : {company.siret}",
          "Numéro de TVA intracommunautaire : {company.vat}",
          "Téléphone : {company.phone}",
          "E-mail : {company.email}",
        ],
      },
      {
        heading: "Directeur de la publication",
        paragraphs: [
          "Le directeur de la publication est {company.director}. Il peut être contacté à l'adresse {company.email}.",
        ],
      },
      {
        heading: "Hébergeur",
        paragraphs: ["Le site est hébergé par {host.name}, {host.address}, téléphone : {host.phone}."],
      },
      {
        heading: "Activité de transport de personnes (VTC)",
        paragraphs: [
          "{company.name} exerce une activité d'exploitant de voitures de transport avec chauffeur (VTC), régie par les articles L3122-1 et suivants du Code des transports.",
          "L'entreprise est inscrite au registre des exploitants de voitures de transport avec chauffeur sous le numéro {company.vtcRegister}.",
          "Conformément à la réglementation, nos véhicules ne prennent en charge que des clients ayant effectué une réservation préalable.",
        ],
      },
      {
        heading: "Propriété intellectuelle",
        paragraphs: [
          "L'ensemble des éléments du site (textes, illustrations, photographies, logos, mise en page) est protégé par le Code de la propriété intellectuelle et demeure la propriété de {company.name} ou de ses ayants droit.",
          "Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par les articles L335-2 et suivants du Code de la propriété intellectuelle.",
          "Mercedes-Benz et Classe V sont des marques appartenant à leur titulaire ; elles ne sont citées que pour désigner les véhicules utilisés.",
        ],
      },
      {
        heading: "Responsabilité",
        paragraphs: [
          "Les informations publiées sur le site sont fournies à titre indicatif et mises à jour avec soin. Les prix affichés lors d'une demande sont des estimations : seul le prix indiqué dans la confirmation de réservation engage {company.name}.",
          "L'éditeur s'efforce d'assurer l'accès au site en permanence mais ne saurait être tenu responsable d'une interruption, notamment pour maintenance, ni des contenus des sites tiers vers lesquels des liens pourraient renvoyer.",
        ],
      },
      {
        heading: "Données personnelles et cookies",
        paragraphs: [
          "Le site n'utilise aucun traceur publicitaire ni outil de mesure d'audience. Les données que vous nous confiez, leur usage, leur durée de conservation et vos droits sont décrits dans notre politique de confidentialité.",
        ],
      },
      {
        heading: "Droit applicable",
        paragraphs: [
          "Le site et les présentes mentions légales sont soumis au droit français. En cas de litige, et à défaut de solution amiable, les juridictions françaises sont compétentes, dans les conditions prévues par nos conditions générales de vente pour les consommateurs.",
        ],
      },
    ],
  },
  en: {
    meta: {
      title: "Legal notice",
      description:
        "Legal notice for this website: publisher, director of publication, hosting provider, French VTC registration, intellectual property and governing law.",
    },
    title: "Legal notice",
    updated: UPDATED,
    sections: [
      {
        heading: "Publisher",
        paragraphs: [
          "In accordance with article 1-1 of French Law no. 2004-575 of 21 June 2004 on confidence in the digital economy (LCEN), which since the Law of 21 May 2024 contains the obligations formerly set out in article 6 III, this website is published by:",
        ],
        list: [
          "Company name: {company.name}",
          "Legal form: {company.legalForm} with a share capital of {company.capital}",
          "Registered office: {company.address}",
          "Trade and Companies Register (RCS): {company.rcs}",
          "SIRET: {company.siret}",
          "EU VAT number: {company.vat}",
          "Telephone: {company.phone}",
          "E-mail: {company.email}",
        ],
      },
      {
        heading: "Director of publication",
        paragraphs: [
          "The director of publication is {company.director}, who can be reached at {company.email}.",
        ],
      },
      {
        heading: "Hosting provider",
        paragraphs: ["This website is hosted by {host.name}, {host.address}, telephone: {host.phone}."],
      },
      {
        heading: "Passenger transport activity (VTC)",
        paragraphs: [
          "{company.name} operates chauffeur-driven passenger vehicles (voitures de transport avec chauffeur, or VTC), an activity governed by articles L3122-1 et seq. of the French Transport Code.",
          "The company is listed in the French register of VTC operators (registre des exploitants de voitures de transport avec chauffeur) under number {company.vtcRegister}.",
          "As required by French regulations, our vehicles only carry passengers who have booked in advance.",
        ],
      },
      {
        heading: "Intellectual property",
        paragraphs: [
          "All content on this website (text, illustrations, photographs, logos and layout) is protected by the French Intellectual Property Code and belongs to {company.name} or its licensors.",
          "Any full or partial reproduction, representation or adaptation without prior written permission is prohibited and constitutes infringement under articles L335-2 et seq. of the French Intellectual Property Code.",
          "Mercedes-Benz and V-Class are trademarks of their owner and are mentioned only to identify the vehicles we use.",
        ],
      },
      {
        heading: "Liability",
        paragraphs: [
          "The information on this website is provided for guidance and kept up to date with care. Prices shown when you send a request are estimates: only the price stated in the booking confirmation is binding on {company.name}.",
          "The publisher aims to keep the website available at all times but cannot be held liable for interruptions, including for maintenance, or for the content of third-party websites to which links may point.",
        ],
      },
      {
        heading: "Personal data and cookies",
        paragraphs: [
          "This website uses no advertising trackers and no audience measurement tools. The data you entrust to us, how it is used, how long it is kept and your rights are described in our privacy policy.",
        ],
      },
      {
        heading: "Governing law",
        paragraphs: [
          "This website and this legal notice are governed by French law. Any dispute that cannot be settled amicably falls within the jurisdiction of the French courts, under the conditions set out in our terms and conditions for consumers. This English version is provided for convenience; the French version prevails.",
        ],
      },
    ],
  },
};

/* ------------------------------------------------------------------------------------------------ */
/* Politique de confidentialité / Privacy policy                                                    */
/* ------------------------------------------------------------------------------------------------ */

export const privacyPolicy: Localized<LegalDocument> = {
  fr: {
    meta: {
      title: "Politique de confidentialité",
      description:
        "Ce que notre site enregistre, pourquoi et pour combien de temps : demandes de trajet, messages, cookies de langue. Aucun traceur publicitaire ni revente.",
    },
    title: "Politique de confidentialité",
    updated: UPDATED,
    sections: [
      {
        heading: "Responsable du traitement",
        paragraphs: [
          "Les traitements décrits ci-dessous sont mis en œuvre par {company.name}, {company.legalForm}, dont le siège est situé {company.address}, en qualité de responsable du traitement.",
          "Cette politique indique précisément ce que le site enregistre, dans quel but et pour combien de temps, conformément au règlement (UE) 2016/679 (RGPD) et à la loi n° 78-17 du 6 janvier 1978 modifiée, dite « Informatique et Libertés ». Pour toute question : {company.email}.",
        ],
      },
      {
        heading: "Nos engagements",
        paragraphs: ["Quelques principes s'appliquent à l'ensemble du site :"],
        list: [
          "Nous ne vendons, ne louons et n'échangeons jamais vos données.",
          "Le site n'utilise aucun traceur publicitaire ni outil de mesure d'audience.",
          "Par défaut, les pages du site ne font appel à aucun service tiers : polices de caractères, illustrations et scripts sont servis depuis notre propre serveur.",
          "Nous ne collectons que les informations utiles pour répondre à votre demande et réaliser votre trajet.",
          "Aucune décision produisant des effets juridiques n'est prise de manière automatisée : le prix affiché lors de la demande est une estimation, et chaque demande est examinée par une personne de notre équipe.",
        ],
      },
      {
        heading: "Demandes de trajet",
        paragraphs: [
          "Lorsque vous nous adressez une demande de trajet, nous enregistrons :",
          "Finalité : étudier votre demande, vous répondre, puis organiser et réaliser le trajet.",
          "Base légale : mesures précontractuelles prises à votre demande et exécution du contrat (article 6.1.b du RGPD).",
          "Durée de conservation : 3 ans à compter du dernier contact pour une demande qui n'a pas donné lieu à un trajet. Pour un trajet réalisé, les documents qui s'y rapportent sont conservés 10 ans en tant que pièces comptables (article L123-22 du Code de commerce).",
        ],
        list: [
          "les adresses de départ et d'arrivée, ainsi que leurs coordonnées géographiques ;",
          "la distance et le prix estimés ;",
          "la date et l'heure du trajet ;",
          "le nombre de passagers et de bagages ;",
          "votre numéro de vol ou de train, si vous l'indiquez ;",
          "vos prénom, nom, adresse e-mail et numéro de téléphone ;",
          "votre message, si vous en laissez un ;",
          "la langue utilisée et l'heure à laquelle la demande a été envoyée ;",
          "les changements de statut de la demande effectués par notre équipe.",
        ],
      },
      {
        heading: "Messages de contact",
        paragraphs: [
          "Lorsque vous utilisez le formulaire de contact, nous enregistrons votre nom, votre adresse e-mail, votre numéro de téléphone si vous le communiquez, votre message et l'heure d'envoi.",
          "Finalité : vous répondre. Base légale : notre intérêt légitime à répondre aux personnes qui nous écrivent (article 6.1.f du RGPD) ou, lorsque votre message porte sur une prestation, des mesures précontractuelles (article 6.1.b).",
          "Durée de conservation : 3 ans à compter du dernier contact.",
        ],
      },
      {
        heading: "E-mails que nous vous envoyons",
        paragraphs: [
          "Nous vous adressons par e-mail un accusé de réception de votre demande, puis, le cas échéant, la confirmation de votre réservation. Une copie de ces messages est conservée dans un journal d'envoi pendant 12 mois, afin de pouvoir prouver leur envoi et résoudre d'éventuels problèmes de distribution.",
          "Base légale : exécution des mesures précontractuelles ou du contrat (article 6.1.b du RGPD) et notre intérêt légitime à conserver une trace des échanges (article 6.1.f).",
        ],
      },
      {
        heading: "Comptes du personnel",
        paragraphs: [
          "L'espace d'administration est réservé aux membres de notre équipe. Pour eux seuls, nous enregistrons l'adresse e-mail, le nom complet, le rôle, le mot de passe sous forme hachée (jamais en clair) et les identifiants de session.",
          "Finalité : sécuriser l'accès aux demandes des clients. Base légale : notre intérêt légitime à protéger ces données (article 6.1.f du RGPD). Ces informations sont conservées tant que le compte est actif. Les visiteurs du site ne sont pas concernés.",
        ],
      },
      {
        heading: "Cookies et stockage local",
        paragraphs: [
          "Le site n'utilise que des traceurs strictement nécessaires à son fonctionnement ou destinés à mémoriser un choix que vous avez fait. Conformément à l'article 82 de la loi Informatique et Libertés et aux lignes directrices de la CNIL, ils ne nécessitent pas votre consentement :",
          "Vous pouvez les supprimer à tout moment depuis les réglages de votre navigateur ; le site restera utilisable, mais votre choix de langue ne sera plus mémorisé.",
        ],
        list: [
          "cookie « lang » : mémorise la langue que vous avez choisie, pendant 12 mois ;",
          "entrée « language » du stockage local de votre navigateur : même usage, pendant 12 mois ;",
          "cookie de brouillon de réservation : conserve votre demande en cours pendant 24 heures si vous utilisez le formulaire sans JavaScript ou si vous rechargez la page ;",
          "cookie de session du personnel : authentifie les membres de l'équipe connectés à l'espace d'administration ; il n'est jamais déposé chez les autres visiteurs.",
        ],
      },
      {
        heading: "Journaux du serveur et sécurité",
        paragraphs: [
          "Notre serveur enregistre, pour chaque requête, l'adresse IP, la page demandée et l'heure. Ces journaux servent à assurer la sécurité du site et à diagnostiquer les incidents ; ils sont conservés 12 mois. Base légale : notre intérêt légitime à protéger le site (article 6.1.f du RGPD).",
          "Pour prévenir les abus, le nombre de requêtes est limité à l'aide de compteurs tenus uniquement en mémoire : ils ne sont jamais écrits sur disque et disparaissent au redémarrage du serveur.",
          "L'accès aux données est réservé au personnel habilité et les mots de passe sont stockés sous forme hachée.",
        ],
      },
      {
        heading: "Service externe d'adresses et de cartographie",
        paragraphs: [
          "Par défaut, aucun service externe d'adresses ou de cartographie n'est utilisé. Si nous activons un tel service (Google Maps Platform, ou un service fondé sur OpenStreetMap) pour suggérer des adresses ou calculer un itinéraire, les adresses que vous saisissez lui sont transmises depuis notre serveur : votre navigateur ne contacte pas directement ce prestataire.",
          "Google peut traiter ces données en dehors de l'Union européenne, notamment aux États-Unis ; ces transferts sont encadrés par les clauses contractuelles types adoptées par la Commission européenne. Les services fondés sur OpenStreetMap sont exploités par des prestataires qui peuvent être établis dans l'Union européenne ou en dehors ; le prestataire utilisé vous est communiqué sur simple demande.",
        ],
      },
      {
        heading: "Destinataires des données",
        paragraphs: ["Vos données ne sont accessibles qu'aux personnes qui en ont besoin :"],
        list: [
          "les membres habilités de notre équipe ;",
          "le chauffeur chargé de votre trajet, pour les seules informations nécessaires à la prise en charge ;",
          "nos sous-traitants techniques, agissant sur nos instructions (article 28 du RGPD) : l'hébergeur du site, {host.name}, et, le cas échéant, le service d'envoi de nos e-mails ;",
          "le prestataire d'adresses et de cartographie, uniquement s'il est activé et pour les adresses saisies ;",
          "les autorités administratives ou judiciaires, lorsque la loi nous y oblige.",
        ],
      },
      {
        heading: "Vos droits",
        paragraphs: [
          "Vous disposez à tout moment des droits suivants sur les données qui vous concernent (articles 15 à 21 du RGPD) :",
          "Vous pouvez également définir des directives relatives au sort de vos données après votre décès (article 85 de la loi Informatique et Libertés).",
        ],
        list: [
          "droit d'accès ;",
          "droit de rectification ;",
          "droit à l'effacement ;",
          "droit à la limitation du traitement ;",
          "droit d'opposition au traitement fondé sur notre intérêt légitime ;",
          "droit à la portabilité des données que vous nous avez fournies.",
        ],
      },
      {
        heading: "Exercer vos droits",
        paragraphs: [
          "Pour exercer vos droits, écrivez-nous à {company.email} en précisant votre demande. Nous vous répondons dans un délai d'un mois, qui peut être prolongé de deux mois pour les demandes complexes ; vous en êtes alors informé. En cas de doute raisonnable sur votre identité, un justificatif pourra vous être demandé.",
          "Les données que nous devons conserver en vertu d'une obligation légale, comme les pièces comptables, ne peuvent être effacées avant la fin de la durée prévue par la loi.",
        ],
      },
      {
        heading: "Réclamation auprès de la CNIL",
        paragraphs: [
          "Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL), sur www.cnil.fr.",
        ],
      },
      {
        heading: "Évolution de cette politique",
        paragraphs: [
          "Cette politique peut être mise à jour, notamment si le fonctionnement du site évolue. La date de dernière mise à jour figure en haut de la page.",
        ],
      },
    ],
  },
  en: {
    meta: {
      title: "Privacy policy",
      description:
        "What our website stores, why and for how long: trip requests, messages, language cookies. No advertising trackers, no analytics and no sale of your data.",
    },
    title: "Privacy policy",
    updated: UPDATED,
    sections: [
      {
        heading: "Data controller",
        paragraphs: [
          "The processing described below is carried out by {company.name}, {company.legalForm}, with its registered office at {company.address}, as data controller.",
          "This policy sets out exactly what the website stores, why and for how long, in accordance with the General Data Protection Regulation (EU) 2016/679 (GDPR) and the French Data Protection Act of 6 January 1978 as amended (loi « Informatique et Libertés »). For any question, write to {company.email}.",
        ],
      },
      {
        heading: "Our commitments",
        paragraphs: ["A few principles apply across the whole website:"],
        list: [
          "We never sell, rent or trade your data.",
          "The website uses no advertising trackers and no analytics tools.",
          "By default, our pages make no requests to third-party services: fonts, illustrations and scripts are all served from our own server.",
          "We only collect what we need to answer your request and carry out your journey.",
          "No decision with legal effects is made by automated means: the price shown when you send a request is an estimate, and every request is reviewed by a member of our team.",
        ],
      },
      {
        heading: "Trip requests",
        paragraphs: [
          "When you send us a trip request, we store:",
          "Purpose: to review your request, reply to you, then arrange and carry out the journey.",
          "Legal basis: steps taken at your request before entering into a contract, and performance of the contract (article 6(1)(b) GDPR).",
          "Retention: 3 years from our last contact for a request that did not lead to a journey. For completed journeys, the related documents are kept for 10 years as accounting records (article L123-22 of the French Commercial Code).",
        ],
        list: [
          "the pick-up and drop-off addresses and their geographic coordinates;",
          "the estimated distance and price;",
          "the date and time of the journey;",
          "the number of passengers and pieces of luggage;",
          "your flight or train number, if you provide it;",
          "your first name, last name, e-mail address and phone number;",
          "your message, if you leave one;",
          "the language you used and the time the request was sent;",
          "changes to the request's status made by our team.",
        ],
      },
      {
        heading: "Contact messages",
        paragraphs: [
          "When you use the contact form, we store your name, your e-mail address, your phone number if you provide it, your message and the time it was sent.",
          "Purpose: to reply to you. Legal basis: our legitimate interest in answering the people who write to us (article 6(1)(f) GDPR) or, where your message concerns a service, steps taken before entering into a contract (article 6(1)(b)).",
          "Retention: 3 years from our last contact.",
        ],
      },
      {
        heading: "E-mails we send you",
        paragraphs: [
          "We e-mail you an acknowledgement of your request and, where applicable, the confirmation of your booking. A copy of these messages is kept in an outbox log for 12 months, so that we can show they were sent and resolve any delivery problems.",
          "Legal basis: pre-contractual steps or performance of the contract (article 6(1)(b) GDPR) and our legitimate interest in keeping a record of our correspondence (article 6(1)(f)).",
        ],
      },
      {
        heading: "Staff accounts",
        paragraphs: [
          "The administration area is reserved for members of our team. For them only, we store their e-mail address, full name, role, password in hashed form (never in plain text) and session identifiers.",
          "Purpose: to secure access to customer requests. Legal basis: our legitimate interest in protecting that data (article 6(1)(f) GDPR). This information is kept for as long as the account is active. Website visitors are not concerned.",
        ],
      },
      {
        heading: "Cookies and local storage",
        paragraphs: [
          "The website only uses trackers that are strictly necessary for it to work or that remember a choice you have made. Under article 82 of the French Data Protection Act and the guidelines of the CNIL, the French data protection authority, they do not require your consent:",
          "You can delete them at any time in your browser settings; the website will still work, but your language choice will no longer be remembered.",
        ],
        list: [
          "“lang” cookie: remembers the language you chose, for 12 months;",
          "“language” entry in your browser's local storage: the same purpose, for 12 months;",
          "booking draft cookie: keeps your unfinished request for 24 hours if you use the form without JavaScript or reload the page;",
          "staff session cookie: authenticates team members signed in to the administration area; it is never set for other visitors.",
        ],
      },
      {
        heading: "Server logs and security",
        paragraphs: [
          "For each request, our server records the IP address, the page requested and the time. These logs are used to keep the website secure and to investigate incidents; they are kept for 12 months. Legal basis: our legitimate interest in protecting the website (article 6(1)(f) GDPR).",
          "To prevent abuse, the number of requests is limited using counters held in memory only: they are never written to disk and disappear when the server restarts.",
          "Access to data is restricted to authorised staff, and passwords are stored in hashed form.",
        ],
      },
      {
        heading: "External address and map services",
        paragraphs: [
          "By default, no external address or map service is used. If we enable such a service (Google Maps Platform, or a service based on OpenStreetMap) to suggest addresses or calculate a route, the addresses you type are sent to it from our server: your browser does not contact the provider directly.",
          "Google may process this data outside the European Union, in particular in the United States; such transfers are covered by the standard contractual clauses adopted by the European Commission. OpenStreetMap-based services are run by providers that may be located inside or outside the European Union; we will tell you which provider is in use on request.",
        ],
      },
      {
        heading: "Who receives your data",
        paragraphs: ["Your data is only accessible to those who need it:"],
        list: [
          "authorised members of our team;",
          "the chauffeur assigned to your journey, for the information needed for the pick-up only;",
          "our technical processors, acting on our instructions (article 28 GDPR): our hosting provider, {host.name}, and, where applicable, the service that delivers our e-mails;",
          "the address and map provider, only if enabled and only for the addresses you type;",
          "administrative or judicial authorities, where required by law.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "You have the following rights over your personal data at any time (articles 15 to 21 GDPR):",
          "Under French law, you may also give instructions on what should happen to your data after your death (article 85 of the French Data Protection Act).",
        ],
        list: [
          "the right of access;",
          "the right to rectification;",
          "the right to erasure;",
          "the right to restriction of processing;",
          "the right to object to processing based on our legitimate interest;",
          "the right to data portability for the data you provided to us.",
        ],
      },
      {
        heading: "How to exercise your rights",
        paragraphs: [
          "To exercise your rights, e-mail us at {company.email} describing your request. We will reply within one month; this may be extended by two months for complex requests, in which case we will let you know. If we have reasonable doubts about your identity, we may ask you for proof.",
          "Data we are legally required to keep, such as accounting records, cannot be erased before the end of the statutory retention period.",
        ],
      },
      {
        heading: "Complaints to the CNIL",
        paragraphs: [
          "If, after contacting us, you believe your rights have not been respected, you may lodge a complaint with the Commission nationale de l'informatique et des libertés (CNIL), the French data protection authority, at www.cnil.fr.",
        ],
      },
      {
        heading: "Changes to this policy",
        paragraphs: [
          "We may update this policy, in particular if the way the website works changes. The date of the latest update is shown at the top of the page. This English version is provided for convenience; the French version prevails.",
        ],
      },
    ],
  },
};

/* ------------------------------------------------------------------------------------------------ */
/* Conditions générales de vente / Terms and conditions                                             */
/* ------------------------------------------------------------------------------------------------ */

export const terms: Localized<LegalDocument> = {
  fr: {
    meta: {
      title: "Conditions générales de vente",
      description:
        "Conditions générales de nos services de chauffeur privé : demande de devis, confirmation, prix, paiement, annulation, attente, responsabilité et médiation.",
    },
    title: "Conditions générales de vente",
    updated: UPDATED,
    sections: [
      {
        heading: "Objet et champ d'application",
        paragraphs: [
          "Les présentes conditions générales régissent les prestations de transport de personnes avec chauffeur fournies par {company.name}, {company.legalForm} dont le siège est situé {company.address}, immatriculée au RCS sous le numéro {company.rcs} et inscrite au registre des exploitants de voitures de transport avec chauffeur sous le numéro {company.vtcRegister}.",
          "Elles s'appliquent à toute prestation commandée par un client particulier ou professionnel, y compris par l'intermédiaire d'un hôtel ou d'un concierge. Les conditions particulières figurant dans la confirmation de réservation prévalent sur les présentes conditions générales.",
          "Conformément au Code des transports, nos véhicules ne prennent en charge que des clients ayant effectué une réservation préalable.",
        ],
      },
      {
        heading: "Demande de devis",
        paragraphs: [
          "Le formulaire du site permet d'adresser une demande de devis ; il ne constitue pas une réservation et n'engage aucune des parties.",
          "Le prix affiché lors de la demande est une estimation, calculée à partir de l'itinéraire, de la date et des informations que vous fournissez.",
        ],
      },
      {
        heading: "Confirmation de la réservation",
        paragraphs: [
          "La réservation n'est formée qu'à réception de notre confirmation par e-mail, envoyée après vérification de nos disponibilités. Cette confirmation précise notamment le prix définitif, le lieu et l'heure de prise en charge, les conditions d'attente et les modalités de paiement.",
          "Nous vous invitons à vérifier ces informations dès réception et à nous signaler sans délai toute erreur. Toute modification ultérieure (horaire, adresse, nombre de passagers ou de bagages, arrêt supplémentaire) est acceptée sous réserve de disponibilité et peut entraîner une révision du prix.",
        ],
      },
      {
        heading: "Prix",
        paragraphs: [
          "Le prix définitif est celui indiqué dans la confirmation, après validation de votre demande. Il peut différer de l'estimation affichée sur le site si les éléments du trajet sont modifiés ou précisés.",
          "Les prix sont exprimés en euros, toutes taxes comprises. La confirmation indique ce que comprend le prix, par exemple les péages, le stationnement, le temps d'attente ou les arrêts supplémentaires.",
        ],
      },
      {
        heading: "Paiement",
        paragraphs: [
          "Le paiement s'effectue auprès du chauffeur, en espèces dans la limite des plafonds légaux, par carte bancaire ou par virement bancaire. Une note ou une facture vous est remise.",
          "Pour les longs trajets, notamment vers l'Italie, la Suisse ou sur plusieurs jours, un acompte de 30 % du prix peut être demandé lors de la confirmation ; il est déduit du montant dû.",
          "Pour les clients professionnels, les modalités de facturation sont convenues par écrit. Tout retard de paiement entraîne de plein droit des pénalités de retard au taux prévu par l'article L441-10 du Code de commerce et une indemnité forfaitaire de 40 € pour frais de recouvrement.",
        ],
      },
      {
        heading: "Annulation",
        paragraphs: [
          "Toute annulation doit nous être adressée par écrit, de préférence par e-mail à {company.email}. Le délai est calculé entre la réception de l'annulation et l'heure de prise en charge prévue :",
          "Si le passager ne se présente pas au lieu de prise en charge à l'issue des conditions d'attente prévues dans la confirmation, la prestation est due comme pour une annulation de moins de 24 heures.",
          "Si nous devions annuler une réservation confirmée pour une raison autre qu'un cas de force majeure, les sommes versées vous seraient intégralement remboursées, et nous nous efforcerions de vous proposer une solution de remplacement.",
        ],
        list: [
          "plus de 48 heures avant le départ : annulation sans frais, l'acompte éventuellement versé est remboursé ;",
          "entre 48 heures et 24 heures avant le départ : 50 % du prix est dû ;",
          "moins de 24 heures avant le départ : la totalité du prix est due.",
        ],
      },
      {
        heading: "Absence de droit de rétractation",
        paragraphs: [
          "Les contrats de transport de passagers sont exclus des règles relatives au droit de rétractation des contrats conclus à distance (article L221-2, 9°, du Code de la consommation). La prestation étant en outre fournie à une date déterminée, elle relève de la même logique que l'article L221-28, 12°, qui écarte ce droit pour les prestations de transport de biens, de location de voitures ou d'activités de loisirs devant être fournies à une date ou à une période déterminée.",
          "Vous ne disposez donc pas d'un délai de rétractation ; seules les conditions d'annulation ci-dessus s'appliquent.",
        ],
      },
      {
        heading: "Attente, retards et suivi des vols",
        paragraphs: [
          "Pour les arrivées en avion ou en train, nous vous invitons à indiquer votre numéro de vol ou de train. Le chauffeur suit votre arrivée et adapte l'heure de prise en charge à l'heure réelle d'arrivée.",
          "Les conditions d'attente, notamment le temps d'attente compris et la facturation éventuelle au-delà, sont précisées dans la confirmation de réservation.",
          "Pour un départ vers un aéroport, une gare ou un rendez-vous, nous planifions le trajet avec une marge adaptée à l'heure, à la saison et aux événements en cours. Nous ne pouvons toutefois être tenus responsables d'un vol ou d'un train manqué en raison d'un retard du passager, d'informations inexactes ou d'un horaire de prise en charge demandé sans marge suffisante.",
        ],
      },
      {
        heading: "Obligations des passagers",
        paragraphs: [
          "Pour la sécurité et le confort de tous, les passagers s'engagent à respecter les règles suivantes :",
        ],
        list: [
          "le port de la ceinture de sécurité est obligatoire pour tous les passagers, à l'avant comme à l'arrière ;",
          "les sièges pour enfants doivent être demandés lors de la réservation, en précisant l'âge des enfants ; à défaut, le chauffeur peut refuser de transporter un enfant sans dispositif adapté ;",
          "le véhicule accueille au maximum 7 passagers et 8 valises ; les bagages volumineux (poussettes, sacs de golf, skis, etc.) doivent être signalés à l'avance, et le chauffeur peut refuser un chargement dépassant la capacité du véhicule ;",
          "il est interdit de fumer ou de vapoter à bord ;",
          "les passagers se munissent des documents d'identité et de voyage nécessaires, notamment pour les trajets vers l'Italie, la Suisse ou Monaco, et accomplissent eux-mêmes les éventuelles formalités douanières ;",
          "les dégradations ou salissures anormales causées au véhicule peuvent être facturées à hauteur du coût de remise en état ;",
          "le client fournit des informations exactes (adresses, horaires, numéro de vol ou de train) et reste joignable au numéro de téléphone communiqué.",
        ],
      },
      {
        heading: "Responsabilité",
        paragraphs: [
          "{company.name} exécute les prestations avec soin et dispose des assurances obligatoires pour le transport de personnes à titre onéreux. Sa responsabilité est engagée dans les conditions prévues par la loi pour les dommages résultant de l'inexécution ou de la mauvaise exécution du contrat.",
          "Elle ne saurait être engagée lorsque le dommage résulte du fait du client ou d'un passager, d'informations inexactes ou d'un cas de force majeure. Les objets de valeur restent sous la garde des passagers ; les objets oubliés à bord sont conservés et restitués sur demande, les frais d'envoi éventuels étant à la charge de leur propriétaire.",
          "Aucune stipulation des présentes ne limite la responsabilité de {company.name} en cas de dommage corporel ou de faute lourde.",
        ],
      },
      {
        heading: "Force majeure",
        paragraphs: [
          "Aucune partie n'est responsable d'un manquement causé par un événement de force majeure au sens de l'article 1218 du Code civil, par exemple : conditions météorologiques exceptionnelles, fermeture de routes ou restrictions de circulation décidées par les autorités (y compris lors de grands événements), accident bloquant la circulation ou grève.",
          "L'exécution est suspendue pendant la durée de l'empêchement. Si celui-ci rend la prestation définitivement impossible, le contrat est résolu et les sommes versées pour la prestation non réalisée sont remboursées.",
        ],
      },
      {
        heading: "Réclamations",
        paragraphs: [
          "Toute réclamation peut être adressée par e-mail à {company.email} ou par courrier à {company.address}, en précisant la date du trajet et les références de la réservation. Nous y répondons dans les meilleurs délais.",
        ],
      },
      {
        heading: "Médiation de la consommation",
        paragraphs: [
          "Conformément aux articles L612-1 et suivants du Code de la consommation, le client consommateur a le droit de recourir gratuitement à un médiateur de la consommation en vue de la résolution amiable d'un litige. Le médiateur dont nous relevons est : {company.mediator}.",
          "Le médiateur peut être saisi après une réclamation écrite restée sans solution satisfaisante auprès de nos services, dans un délai d'un an à compter de cette réclamation.",
        ],
      },
      {
        heading: "Données personnelles",
        paragraphs: [
          "Les données nécessaires au traitement de votre demande et à la réalisation du trajet sont traitées conformément à notre politique de confidentialité.",
        ],
      },
      {
        heading: "Droit applicable et juridictions",
        paragraphs: [
          "Les présentes conditions sont soumises au droit français. En cas de litige, une solution amiable est recherchée en priorité.",
          "À défaut, le client consommateur peut saisir, à son choix, la juridiction du lieu où il demeurait lors de la conclusion du contrat ou de la survenance du fait dommageable, ou toute autre juridiction compétente selon les règles de droit commun (article R631-3 du Code de la consommation). Pour les clients professionnels, les tribunaux du ressort du siège de {company.name} sont seuls compétents.",
        ],
      },
    ],
  },
  en: {
    meta: {
      title: "Terms and conditions",
      description:
        "Terms for our private chauffeur services: quote requests, confirmation, prices, payment, cancellation, waiting time, liability, mediation and governing law.",
    },
    title: "Terms and conditions",
    updated: UPDATED,
    sections: [
      {
        heading: "Scope",
        paragraphs: [
          "These terms and conditions govern the chauffeur-driven passenger transport services provided by {company.name}, a {company.legalForm} with its registered office at {company.address}, registered with the Trade and Companies Register under number {company.rcs} and listed in the French register of VTC operators (registre des exploitants de voitures de transport avec chauffeur) under number {company.vtcRegister}.",
          "They apply to every service ordered by a private or business client, including through a hotel or concierge. Any specific terms set out in the booking confirmation take precedence over these general terms.",
          "As required by the French Transport Code, our vehicles only carry passengers who have booked in advance.",
        ],
      },
      {
        heading: "Quote requests",
        paragraphs: [
          "The form on this website lets you send a quote request. It is not a booking and does not commit either party.",
          "The price shown when you send a request is an estimate, based on the route, the date and the information you provide.",
        ],
      },
      {
        heading: "Booking confirmation",
        paragraphs: [
          "A booking is only made once you receive our confirmation by e-mail, sent after we have checked availability. The confirmation states, among other things, the final price, the pick-up place and time, the waiting conditions and the payment terms.",
          "Please check these details as soon as you receive them and tell us straight away about any error. Later changes (time, address, number of passengers or pieces of luggage, additional stops) are accepted subject to availability and may change the price.",
        ],
      },
      {
        heading: "Prices",
        paragraphs: [
          "The final price is the one stated in the confirmation, once your request has been validated. It may differ from the estimate shown on the website if details of the journey are changed or clarified.",
          "Prices are in euros and include all taxes. The confirmation states what the price includes, such as tolls, parking, waiting time or additional stops.",
        ],
      },
      {
        heading: "Payment",
        paragraphs: [
          "Payment is made to the chauffeur, in cash within the legal limits, by bank card or by bank transfer. A receipt or invoice is provided.",
          "For long journeys, in particular to Italy or Switzerland or over several days, a deposit of 30% of the price may be requested with the confirmation; it is deducted from the amount due.",
          "For business clients, invoicing terms are agreed in writing. Any late payment automatically incurs late-payment interest at the rate set by article L441-10 of the French Commercial Code and a fixed recovery fee of €40.",
        ],
      },
      {
        heading: "Cancellation",
        paragraphs: [
          "Cancellations must be made in writing, preferably by e-mail to {company.email}. Notice is counted from the time we receive your cancellation to the scheduled pick-up time:",
          "If the passenger does not come to the pick-up point once the waiting conditions set out in the confirmation have expired, the full price is due, as for a cancellation less than 24 hours before departure.",
          "Should we have to cancel a confirmed booking for a reason other than force majeure, any sums paid would be refunded in full, and we would do our best to offer you an alternative.",
        ],
        list: [
          "more than 48 hours before departure: free of charge, and any deposit paid is refunded;",
          "between 48 and 24 hours before departure: 50% of the price is due;",
          "less than 24 hours before departure: the full price is due.",
        ],
      },
      {
        heading: "No right of withdrawal",
        paragraphs: [
          "Passenger transport contracts are excluded from the right of withdrawal that applies to distance contracts (article L221-2, 9°, of the French Consumer Code). As the service is also provided on a set date, the same reasoning applies as in article L221-28, 12°, which excludes that right for the carriage of goods, car hire and leisure services to be provided on a specific date or within a specific period.",
          "There is therefore no cooling-off period; only the cancellation terms above apply.",
        ],
      },
      {
        heading: "Waiting time, delays and flight tracking",
        paragraphs: [
          "If you arrive by plane or train, please give us your flight or train number. Your chauffeur follows your arrival and adjusts the pick-up to the actual arrival time.",
          "The waiting conditions, including any waiting time included in the price and charges beyond it, are stated in the booking confirmation.",
          "For departures to an airport, a station or an appointment, we plan the journey with a margin suited to the time of day, the season and any events under way. However, we cannot be held liable for a missed flight or train caused by a passenger's delay, by inaccurate information or by a pick-up time requested without a sufficient margin.",
        ],
      },
      {
        heading: "Passengers' obligations",
        paragraphs: ["For everyone's safety and comfort, passengers agree to the following:"],
        list: [
          "seat belts must be worn by all passengers, in the front and in the back;",
          "child seats must be requested when booking, with the children's ages; otherwise the chauffeur may refuse to carry a child without a suitable restraint;",
          "the vehicle carries up to 7 passengers and 8 suitcases; bulky items (pushchairs, golf bags, skis, etc.) must be notified in advance, and the chauffeur may refuse a load that exceeds the vehicle's capacity;",
          "smoking and vaping are not allowed on board;",
          "passengers carry the identity and travel documents they need, in particular for journeys to Italy, Switzerland or Monaco, and complete any customs formalities themselves;",
          "damage or unusual soiling caused to the vehicle may be charged at the cost of putting it right;",
          "the client provides accurate information (addresses, times, flight or train number) and remains reachable on the phone number given.",
        ],
      },
      {
        heading: "Liability",
        paragraphs: [
          "{company.name} performs its services with care and holds the insurance required by law for carrying passengers for hire. It is liable, under the conditions laid down by law, for damage resulting from the non-performance or improper performance of the contract.",
          "It is not liable where damage is caused by the client or a passenger, by inaccurate information or by force majeure. Valuables remain in the passengers' care; items left on board are kept and returned on request, with any delivery costs borne by their owner.",
          "Nothing in these terms limits the liability of {company.name} for personal injury or gross negligence.",
        ],
      },
      {
        heading: "Force majeure",
        paragraphs: [
          "Neither party is liable for a failure caused by force majeure within the meaning of article 1218 of the French Civil Code, for example exceptional weather, road closures or traffic restrictions ordered by the authorities (including during major events), an accident blocking the road, or a strike.",
          "Performance is suspended for as long as the impediment lasts. If it makes the service permanently impossible, the contract is terminated and any sums paid for the service not provided are refunded.",
        ],
      },
      {
        heading: "Complaints",
        paragraphs: [
          "Complaints can be sent by e-mail to {company.email} or by post to {company.address}, stating the date of the journey and the booking details. We will reply as quickly as possible.",
        ],
      },
      {
        heading: "Consumer mediation",
        paragraphs: [
          "Under articles L612-1 et seq. of the French Consumer Code, consumers are entitled to use a consumer mediator free of charge to settle a dispute amicably. Our mediator is: {company.mediator}.",
          "The mediator can be approached after a written complaint to us has not been resolved satisfactorily, within one year of that complaint.",
        ],
      },
      {
        heading: "Personal data",
        paragraphs: [
          "The data needed to handle your request and carry out the journey is processed in accordance with our privacy policy.",
        ],
      },
      {
        heading: "Governing law and jurisdiction",
        paragraphs: [
          "These terms are governed by French law. In the event of a dispute, an amicable solution will be sought first.",
          "Failing that, consumers may bring proceedings, at their choice, before the court for the place where they lived when the contract was made or where the harmful event occurred, or before any other court with jurisdiction under the ordinary rules (article R631-3 of the French Consumer Code). For business clients, the courts with jurisdiction over the registered office of {company.name} have exclusive jurisdiction. This English version is provided for convenience; the French version prevails.",
        ],
      },
    ],
  },
};
