import type { IconName, Localized, Meta } from "./types";

export type ValueKey = "punctuality" | "discretion" | "excellence" | "attention";

export interface AboutPage {
  meta: Meta;
  hero: { eyebrow: string; title: string; subtitle: string };
  /** three or four paragraphs */
  story: { title: string; paragraphs: string[] };
  /** exactly four, one per ValueKey */
  values: {
    title: string;
    intro: string;
    items: { key: ValueKey; icon: IconName; title: string; text: string }[];
  };
  drivers: { title: string; paragraphs: string[]; points: string[] };
  cta: { title: string; text: string; button: string };
}

/**
 * "About" page. Deliberately free of any founding year, founder name, client count,
 * award or partner: none of these has been supplied by the owner.
 */
export const about: Localized<AboutPage> = {
  fr: {
    meta: {
      title: "À propos : chauffeurs privés sur la Côte d'Azur",
      description:
        "Chauffeurs privés multilingues et Mercedes Classe V sur la Côte d'Azur : ponctualité, discrétion et attention portée à chaque détail de votre trajet.",
    },
    hero: {
      eyebrow: "À propos",
      title: "Voyager sereinement sur la Riviera",
      subtitle:
        "Un service de chauffeur privé pensé pour celles et ceux qui attendent de chaque trajet qu'il soit exact, discret et sans effort.",
    },
    story: {
      title: "Une certaine idée du trajet",
      paragraphs: [
        "Sur la Côte d'Azur, un trajet n'est jamais anodin. Il relie un jet privé à une villa du Cap d'Antibes, une montée des marches à un dîner à Monaco, un rendez-vous à Milan au retour vers Cannes. Notre conviction est simple : entre deux moments importants, le voyage doit rester un temps de calme.",
        "Notre métier consiste à tout anticiper pour que vous n'ayez rien à prévoir : le suivi de votre vol, l'itinéraire le plus fluide selon l'heure et la saison, la place pour chacun de vos bagages, le siège adapté à l'âge de vos enfants. Vous montez à bord, nous nous occupons du reste.",
        "Nous travaillons exclusivement sur réservation, en Mercedes Classe V aménagées pour sept passagers. De l'aéroport Nice Côte d'Azur à celui de Cannes-Mandelieu, de l'héliport de Monaco aux palaces de la Croisette, nous connaissons les accès, les horaires et les détours qui font gagner du temps.",
        "Au-delà de la Riviera, nous vous conduisons en Italie et en Suisse, et nous restons à vos côtés lors des grands rendez-vous de la région : Festival de Cannes, Grand Prix de Monaco, événements d'entreprise et célébrations privées. Nous travaillons aussi main dans la main avec les concierges d'hôtel, qui attendent pour leurs hôtes la même rigueur que vous.",
      ],
    },
    values: {
      title: "Ce qui nous engage",
      intro: "Quatre principes guident chacun de nos trajets, du premier échange jusqu'à la dépose.",
      items: [
        {
          key: "punctuality",
          icon: "Clock",
          title: "Ponctualité",
          text: "Votre chauffeur est sur place avant l'heure convenue. Pour une arrivée en avion, nous suivons votre vol et ajustons la prise en charge à l'heure réelle d'atterrissage.",
        },
        {
          key: "discretion",
          icon: "Lock",
          title: "Discrétion",
          text: "Ce qui se dit à bord reste à bord. Vos itinéraires, vos invités et vos habitudes ne sont jamais partagés, et nos chauffeurs savent se faire oublier.",
        },
        {
          key: "excellence",
          icon: "Gem",
          title: "Exigence",
          text: "Véhicules récents et soigneusement entretenus, conduite souple, tenue impeccable : chaque détail compte, qu'il s'agisse d'un court transfert ou d'un long voyage.",
        },
        {
          key: "attention",
          icon: "HeartHandshake",
          title: "Attention",
          text: "De l'eau à bord, un siège enfant installé à l'avance, une adresse ajoutée au dernier moment : nous écoutons, nous notons, nous nous adaptons.",
        },
      ],
    },
    drivers: {
      title: "Vos chauffeurs",
      paragraphs: [
        "Tous nos chauffeurs ont plus de trente ans. C'est un choix délibéré : nous tenons à ce que la personne qui vous accueille allie expérience de la route, sens du service et sérénité.",
        "Multilingues, ils connaissent la région dans ses moindres recoins et savent s'adapter à chaque passager : le silence pour un appel important, une adresse de restaurant ou de plage si vous le souhaitez.",
      ],
      points: [
        "Chauffeurs multilingues",
        "Tous âgés de plus de 30 ans",
        "Connaissance fine de la Côte d'Azur, de Monaco et des routes vers l'Italie et la Suisse",
        "Discrétion et confidentialité à chaque trajet",
        "Titulaires de la carte professionnelle VTC",
        "Tenue soignée et accueil personnalisé",
      ],
    },
    cta: {
      title: "Préparons votre prochain trajet",
      text: "Indiquez-nous votre itinéraire : nous vous répondons avec une proposition claire, confirmée par e-mail après vérification de nos disponibilités.",
      button: "Demander un devis",
    },
  },
  en: {
    meta: {
      title: "About us: private chauffeurs on the French Riviera",
      description:
        "Multilingual private chauffeurs and Mercedes V-Class vans on the French Riviera: punctual, discreet and attentive to every detail of your journey.",
    },
    hero: {
      eyebrow: "About us",
      title: "Calm, precise travel on the Riviera",
      subtitle:
        "A private chauffeur service for travellers who expect every journey to be punctual, discreet and effortless.",
    },
    story: {
      title: "The journey in between",
      paragraphs: [
        "On the Riviera, a drive is rarely just a drive. It links a private jet to a villa on Cap d'Antibes, a red-carpet evening to a late dinner in Monaco, a meeting in Milan to the road home to Cannes. Our belief is simple: the time between two important moments should be the calmest part of your day.",
        "Our work is to think ahead so that you don't have to: tracking your flight, choosing the smoothest route for the hour and the season, making room for every suitcase, fitting the right seat for your children. You step in; we take care of the rest.",
        "We work by reservation only, in Mercedes V-Class vans set up for seven passengers. From Nice Côte d'Azur Airport to Cannes-Mandelieu, from the Monaco heliport to the grand hotels of La Croisette, we know the access points, the timings and the shortcuts.",
        "Beyond the coast, we drive you to Italy and Switzerland, and we are there for the region's great occasions: the Cannes Film Festival, the Monaco Grand Prix, corporate events and private celebrations. We also work hand in hand with hotel concierges who want the same standard of care for their guests.",
      ],
    },
    values: {
      title: "What we stand for",
      intro: "Four principles shape every journey, from the first message to the moment we drop you off.",
      items: [
        {
          key: "punctuality",
          icon: "Clock",
          title: "Punctuality",
          text: "Your chauffeur is in place before the agreed time. When you arrive by air, we track your flight and adjust the pick-up to the actual landing time.",
        },
        {
          key: "discretion",
          icon: "Lock",
          title: "Discretion",
          text: "What is said on board stays on board. Your itineraries, your guests and your habits are never shared, and our chauffeurs know how to stay in the background.",
        },
        {
          key: "excellence",
          icon: "Gem",
          title: "Excellence",
          text: "Recent, carefully maintained vehicles, smooth driving and immaculate presentation: every detail matters, whether it is a short transfer or a long journey.",
        },
        {
          key: "attention",
          icon: "HeartHandshake",
          title: "Attention",
          text: "Water on board, a child seat fitted in advance, a last-minute change of address: we listen, we take note, we adapt.",
        },
      ],
    },
    drivers: {
      title: "Your chauffeurs",
      paragraphs: [
        "Every one of our chauffeurs is over thirty. It is a deliberate choice: we want the person who greets you to bring experience on the road, a genuine sense of service and a calm presence.",
        "Multilingual and at home in the region, they know the Riviera inside out and adapt to each passenger: quiet for an important call, a restaurant or beach recommendation if you would like one.",
      ],
      points: [
        "Multilingual chauffeurs",
        "All over 30 years of age",
        "In-depth knowledge of the Riviera, Monaco and the routes to Italy and Switzerland",
        "Discretion and confidentiality on every journey",
        "Holders of the French professional chauffeur (VTC) licence",
        "Smart presentation and a personal welcome",
      ],
    },
    cta: {
      title: "Plan your next journey",
      text: "Tell us where you are going. We will reply with a clear proposal and confirm by e-mail once availability has been checked.",
      button: "Request a quote",
    },
  },
};
