import { CONTACT_LIMITS, type ContactIssue } from "~/domain/contact/constants";
import type { SitemapGroup } from "../registry";

export const pages = {
  fleet: {
    introEyebrow: "Mercedes Classe V",
    featuresEyebrow: "À bord",
    featuresTitle: "Le confort dans chaque détail",
    specEyebrow: "Fiche technique",
    specIntro: "Les caractéristiques du véhicule qui vous accueille.",
    specHeader: { label: "Caractéristique", value: "Détail" },
    galleryEyebrow: "Galerie",
  },
  about: {
    storyEyebrow: "Notre histoire",
    valuesEyebrow: "Nos valeurs",
    driversEyebrow: "L’équipe",
    driversBadge: "Plus de 30 ans, multilingues",
  },
  contact: {
    /** a field error for each issue the form's schema reports */
    errors: {
      "name.required": "Veuillez indiquer votre nom.",
      "name.tooLong": `Le nom ne peut pas dépasser ${CONTACT_LIMITS.nameMax} caractères.`,
      "name.invalid": "Le nom ne peut pas contenir les caractères < ou >, ni de retour à la ligne.",
      "email.required": "Veuillez indiquer votre adresse e-mail.",
      "email.tooLong": `L’adresse e-mail ne peut pas dépasser ${CONTACT_LIMITS.emailMax} caractères.`,
      "email.invalid": "Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.",
      "phone.invalid":
        "Veuillez saisir un numéro de téléphone valide et complet, par exemple 06\u00a012\u00a034\u00a056\u00a078 (10\u00a0chiffres) ou, pour un numéro étranger, avec l’indicatif du pays : +44\u00a020\u00a07946\u00a00000.",
      "message.required": "Veuillez écrire votre message.",
      "message.tooShort": `Votre message doit contenir au moins ${CONTACT_LIMITS.messageMin} caractères.`,
      "message.tooLong": "Votre message ne peut pas dépasser 5 000 caractères.",
      "message.invalid":
        "Votre message contient des caractères de contrôle invisibles (par exemple NUL) : retirez-les puis renvoyez-le.",
    } satisfies Record<ContactIssue, string>,
    meta: {
      title: "Contact : chauffeur privé sur la Côte d’Azur",
      description:
        "Écrivez-nous ou appelez-nous pour un transfert, un événement ou un voyage vers l’Italie et la Suisse. Chauffeur privé disponible 24\u00a0h/24 sur la Côte d’Azur.",
    },
    hero: {
      eyebrow: "Contact",
      title: "Parlons de votre trajet",
      subtitle:
        "Une question, un projet d’événement, un voyage sur plusieurs jours : écrivez-nous, nous vous répondons rapidement, de jour comme de nuit.",
    },
    form: {
      title: "Envoyer un message",
      intro: "Tous les champs sont obligatoires, sauf le téléphone.",
      optional: "facultatif",
      phoneHint: "Par exemple +33 6 12 34 56 78",
      messageHint: "Entre 10 et 5 000 caractères.",
      sending: "Envoi...",
      privacy: "Vos coordonnées servent uniquement à vous répondre.",
      privacyLink: "Politique de confidentialité",
      honeypotLabel: "Laissez ce champ vide",
      errorSummary: "Veuillez corriger les champs signalés ci-dessous.",
    },
    sent: "Message envoyé ! Nous vous répondons rapidement.",
    sentDetail: "Pour une demande urgente, appelez-nous ou écrivez-nous sur WhatsApp.",
    failed: "Erreur lors de l’envoi. Veuillez réessayer.",
    rateLimited:
      "Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans quelques minutes, ou appelez-nous directement.",
    cards: {
      title: "Nous joindre directement",
      phone: "Téléphone",
      email: "E-mail",
      whatsapp: "WhatsApp",
      whatsappAction: "Écrire sur WhatsApp",
      address: "Adresse",
      addressValue: "Côte d’Azur, France",
      availability: "Disponibilité",
      availabilityValue: "24\u00a0h/24, 7\u00a0j/7",
      availabilityDetail: "Réponse par e-mail sous 2\u00a0h",
    },
    map: {
      eyebrow: "Notre région",
      title: "De Saint-Tropez à Menton, et au-delà",
      text: "Nous rayonnons sur toute la Côte d’Azur et Monaco, et nous vous conduisons vers l’Italie et la Suisse.",
      label:
        "Carte de la Côte d’Azur et de Monaco, région desservie, indiquant les villes de Saint-Tropez, Cannes, Grasse, Antibes, Nice, Monaco et Menton.",
      note: "Trajets vers l’Italie et la Suisse sur demande.",
      sea: "Mer Méditerranée",
      beyond: "Et au-delà :",
    },
  },
  confirmation: {
    meta: {
      title: "Demande transmise",
      description: "Votre demande de réservation a bien été transmise. Nous vous répondons par e-mail.",
    },
    eyebrow: "Demande reçue",
    title: "Votre demande a bien été transmise",
    text: "Merci de votre confiance. Nous avons bien reçu votre demande et nous occupons dès maintenant de votre trajet.",
    reference: "Référence de votre demande :",
    referenceHint: "Rappelez-la si vous nous contactez au sujet de ce trajet.",
    recapTitle: "Votre demande",
    /** No reference, an unknown one, or a request this browser did not send (404). */
    unknown: {
      meta: {
        title: "Demande introuvable",
        description: "Aucune demande de réservation envoyée depuis ce navigateur ne porte cette référence.",
      },
      title: "Aucune demande à afficher ici",
      text: "Nous ne trouvons aucune demande envoyée depuis ce navigateur sous cette référence. Si vous avez envoyé une demande, l’e-mail de confirmation que nous vous avons adressé en reprend le détail ; sinon, vous pouvez en faire une maintenant.",
      book: "Demander un trajet",
    },
    /** A request sent from this browser that no longer exists (410). */
    gone: {
      meta: {
        title: "Demande supprimée",
        description: "Cette demande de réservation n’est plus disponible.",
      },
      title: "Cette demande n’est plus disponible",
      text: "La demande envoyée depuis ce navigateur a été supprimée de nos systèmes. Pour toute question, contactez-nous en rappelant sa référence.",
    },
    stepsTitle: "Les prochaines étapes",
    steps: [
      {
        title: "Vérification des disponibilités",
        text: "Nous vérifions la disponibilité d’un véhicule et d’un chauffeur pour la date et l’heure demandées.",
      },
      {
        title: "Confirmation détaillée par e-mail",
        text: "Vous recevez par e-mail le récapitulatif de votre trajet et le prix confirmé.",
      },
      {
        title: "Contact sous 2 heures",
        text: "Un membre de notre équipe vous contacte dans les deux heures pour finaliser les derniers détails.",
      },
    ],
    promises: [
      {
        title: "24\u00a0h/24, 7\u00a0j/7",
        text: "Nous restons joignables à toute heure, avant et pendant votre trajet.",
      },
      {
        title: "100\u202f% satisfaction",
        text: "Notre priorité : que chaque trajet se passe exactement comme prévu.",
      },
    ],
    home: "Retour à l’accueil",
    services: "Découvrir nos services",
  },
  sitemap: {
    meta: {
      title: "Plan du site",
      description:
        "Toutes les pages du site : services de chauffeur privé, transferts aéroport, événements, voyages vers l’Italie et la Suisse, blog et informations légales.",
    },
    hero: {
      eyebrow: "Plan du site",
      title: "Toutes nos pages",
      subtitle: "Services, transferts, événements, voyages, blog et informations légales, en un coup d’œil.",
    },
    groups: {
      main: "Pages principales",
      airport: "Transferts aéroport",
      events: "Événements et VIP",
      international: "Voyages internationaux",
      hotel: "Services hôteliers",
      blog: "Blog et guides",
      legal: "Informations légales",
    } satisfies Record<SitemapGroup, string>,
    /** titles of the pages that are neither a service nor an article, by registry id */
    titles: {
      home: "Accueil",
      services: "Nos services",
      fleet: "Notre flotte",
      about: "À propos",
      blog: "Le blog",
      contact: "Contact",
      reservations: "Demande de réservation",
      sitemap: "Plan du site",
      legal: "Mentions légales",
      privacy: "Politique de confidentialité",
      terms: "Conditions générales de vente",
    },
    end: {
      title: "Prêt à partir ?",
      text: "Décrivez votre trajet pour recevoir une proposition, ou posez-nous simplement votre question.",
      reserve: "Demander un devis",
      contact: "Nous contacter",
    },
  },
  legal: {
    eyebrow: "Informations légales",
    updated: "Dernière mise à jour :",
    toc: "Sommaire",
    backToTop: "Retour au sommaire",
    questions: "Une question sur ce document ?",
    contactLink: "Contactez-nous",
  },
};
