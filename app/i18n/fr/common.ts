/** Texts of the site's frame (navigation, footer, language switch, errors) and of the home page. */
export const common = {
  meta: {
    siteTagline: "Chauffeur privé et vans Mercedes sur la Côte d’Azur",
  },
  a11y: {
    skip: "Aller au contenu",
  },
  nav: {
    label: "Navigation principale",
    home: "Accueil",
    services: "Services",
    fleet: "Flotte",
    blog: "Blog",
    about: "À propos",
    contact: "Contact",
    reserve: "Réserver",
    call: "Appeler",
    whatsapp: "Écrire sur WhatsApp",
    menuOpen: "Ouvrir le menu",
    menuClose: "Fermer le menu",
  },
  lang: {
    switchLabel: "Langue",
    fr: "Français",
    en: "English",
    switchTo: "Read this page in English",
  },
  hero: {
    eyebrow: "Chauffeur privé · Côte d’Azur, Italie, Suisse",
    title: "Votre chauffeur privé sur la Côte d’Azur",
    subtitle:
      "Transferts aéroport, grands événements et voyages vers l’Italie et la Suisse, à bord de vans Mercedes Classe V conduits par des chauffeurs expérimentés.",
    cta: "Demander un devis",
    secondary: "Découvrir nos services",
    note: "Réponse par e-mail sous 2\u00a0h · Paiement au chauffeur",
    quick: {
      label: "Demande rapide",
      from: "Départ",
      fromPlaceholder: "Aéroport, hôtel, adresse…",
      to: "Destination",
      toPlaceholder: "Monaco, Cannes, Milan…",
      date: "Date",
      passengers: "Passagers",
      hint: "Vous complétez les détails à l’étape suivante ; le tarif s’affiche avant l’envoi.",
    },
    proofLabel: "La maison en quelques chiffres",
  },
  trust: {
    title: "Voyager l’esprit libre",
    intro:
      "Une exigence simple guide chaque trajet : que vous n’ayez à penser à rien d’autre qu’à votre destination.",
    punctuality: {
      title: "Ponctualité",
      text: "Suivi des vols en temps réel, chauffeur présent avant l’heure convenue : votre horaire est le nôtre, même quand l’avion change le sien.",
    },
    fleet: {
      title: "Flotte premium",
      text: "Des Mercedes Classe V 2024 noires, climatisation quatre zones, jusqu’à 7 passagers et 8 valises : l’espace d’un salon, la discrétion d’une berline.",
    },
    drivers: {
      title: "Chauffeurs d’expérience",
      text: "Des chauffeurs multilingues de plus de 30 ans, qui connaissent chaque route de la Riviera et savent se faire oublier.",
    },
  },
  home: {
    services: {
      eyebrow: "Nos services",
      title: "Un chauffeur pour chaque occasion",
      intro:
        "De l’arrivée à l’aéroport au tapis rouge, d’une soirée à Monaco à une semaine dans les Alpes suisses.",
      link: "Voir les services",
    },
    fleet: {
      eyebrow: "La flotte",
      title: "Mercedes Classe V, l’élégance de l’espace",
      text: "Sept sièges en cuir, un coffre pour huit valises, quatre zones de climatisation et des vitres arrière teintées. Le confort d’un salon privé, sur autoroute comme dans les ruelles de Saint-Tropez.",
      link: "Découvrir la flotte",
      spec: {
        passengers: "passagers",
        luggage: "valises",
        climate: "zones de climatisation",
      },
    },
    testimonials: {
      eyebrow: "Paroles de passagers",
      title: "Ils nous ont confié leurs trajets",
    },
    cta: {
      title: "Où allons-nous ?",
      text: "Indiquez votre trajet : vous obtenez une estimation immédiate, et une confirmation détaillée par e-mail dans les deux heures.",
      whatsapp: "Écrire sur WhatsApp",
    },
  },
  rating: {
    label: "Note : 5 sur 5",
  },
  /** A client’s words, between the language’s own quotation marks (French: « » with no-break spaces). */
  quote: (text: string) => `«\u00a0${text}\u00a0»`,
  contact: {
    name: "Nom",
    email: "E-mail",
    phone: "Téléphone",
    message: "Message",
    send: "Envoyer",
  },
  sticky: {
    text: "Votre chauffeur, 24\u00a0h/24",
    label: "Réservation rapide",
    cta: "Réserver",
  },
  footer: {
    tagline: "Chauffeur privé et vans Mercedes Classe V sur la Côte d’Azur, vers l’Italie et la Suisse.",
    availability: "Disponible 24\u00a0h/24, 7\u00a0j/7",
    booking: "Réservation 24\u00a0h à l’avance",
    reply: "Réponse par e-mail sous 2\u00a0h",
    navTitle: "Le site",
    legalTitle: "Informations",
    contactTitle: "Nous joindre",
    legal: "Mentions légales",
    privacy: "Confidentialité",
    terms: "Conditions générales",
    sitemap: "Plan du site",
    copyright: "©",
    rights: "Tous droits réservés.",
    admin: "Admin",
    login: "Connexion",
  },
  notFound: {
    title: "Oups ! Page introuvable",
    text: "L’adresse demandée n’existe pas ou a changé.",
    home: "Retour à l’accueil",
  },
  error: {
    title: "Erreur inattendue de l’application",
    text: "Un incident est survenu de notre côté. Réessayez dans un instant ou revenez à l’accueil.",
  },
  toast: {
    close: "Fermer la notification",
    region: "Notifications",
  },
  breadcrumbs: {
    label: "Fil d’Ariane",
  },
  /** The server's answers to a request it cannot read (server/request-guard.ts). */
  request: {
    badUrl: "Adresse invalide : elle contient un encodage incorrect (%).",
    badMethod: "Méthode de requête non prise en charge par ce site.",
    tooLarge: "Envoi trop volumineux : raccourcissez votre texte puis réessayez.",
    badForm: "Le formulaire envoyé est illisible. Rechargez la page puis réessayez.",
    badType: "Ce formulaire attend un envoi de formulaire web, pas un autre format.",
  },
  /** A party as e-mails and the client's page write it: "3 passagers, 2 bagages". */
  party: (p: number, l: number) =>
    `${p} passager${p > 1 ? "s" : ""}, ${l === 0 ? "aucun bagage" : `${l} bagage${l > 1 ? "s" : ""}`}`,
};
