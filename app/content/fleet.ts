import type { ArtKey, IconName, Localized, Meta } from "./types";

export interface FleetPage {
  meta: Meta;
  hero: { eyebrow: string; title: string; subtitle: string };
  intro: { title: string; paragraphs: string[] };
  /** exactly six */
  features: { icon: IconName; title: string; text: string }[];
  specTitle: string;
  /** model, capacity, luggage, year, air conditioning, colour — in this order */
  spec: { label: string; value: string }[];
  /** exterior, cabin, luggage: each its own picture, described for those who cannot see it */
  gallery: { title: string; text: string; items: { art: ArtKey; caption: string; alt: string }[] };
  cta: { title: string; text: string; button: string };
}

/**
 * Fleet page. Features are limited to what a Mercedes V-Class in executive configuration offers
 * in general (no Wi-Fi, no specific trim or equipment promised).
 */
export const fleet: Localized<FleetPage> = {
  fr: {
    meta: {
      title: "Notre flotte : Mercedes Classe V avec chauffeur",
      description:
        "Mercedes Classe V avec chauffeur sur la Côte d'Azur : 7 passagers, 8 valises, climatisation 4 zones, vitres teintées et sièges enfants sur demande.",
    },
    hero: {
      eyebrow: "Notre flotte",
      title: "La Mercedes Classe V, un salon en mouvement",
      subtitle:
        "Un espace généreux, une conduite feutrée et tout le confort nécessaire pour sept passagers et leurs bagages.",
    },
    intro: {
      title: "Pensée pour voyager ensemble",
      paragraphs: [
        "Nous avons choisi la Mercedes Classe V pour une raison simple : elle permet de voyager à plusieurs sans rien céder au confort. Famille, équipe en déplacement ou invités d'un mariage, chacun y trouve sa place, son espace et sa tranquillité.",
        "Chaque véhicule, un modèle 2024, est entretenu avec soin et préparé avant chaque prise en charge : habitacle nettoyé, température réglée, eau à bord. À l'aéroport comme devant un palace, vous retrouvez le même niveau d'exigence.",
        "Sur les longs trajets vers l'Italie ou la Suisse, cet espace prend tout son sens : on s'y repose, on y travaille, et l'on arrive à destination l'esprit libre.",
      ],
    },
    features: [
      {
        icon: "Users",
        title: "Sept places confortables",
        text: "Un habitacle spacieux et sept sièges confortables : chacun voyage à son aise, sans se serrer.",
      },
      {
        icon: "Thermometer",
        title: "Climatisation 4 zones",
        text: "La température se règle par zone, pour que chaque passager voyage dans les conditions qui lui conviennent.",
      },
      {
        icon: "Luggage",
        title: "Place pour 8 valises",
        text: "Un vaste espace bagages pour jusqu'à huit valises. Pensez à nous signaler les bagages volumineux lors de votre demande.",
      },
      {
        icon: "EyeOff",
        title: "Vitres arrière teintées",
        text: "Des vitres teintées à l'arrière préservent votre intimité et vous protègent du soleil de la Riviera.",
      },
      {
        icon: "Usb",
        title: "Recharge et eau à bord",
        text: "Des prises USB pour garder vos appareils chargés et des bouteilles d'eau à disposition pendant tout le trajet.",
      },
      {
        icon: "Baby",
        title: "Sièges enfants sur demande",
        text: "Siège bébé, siège enfant ou rehausseur installé avant votre arrivée : il suffit de nous indiquer l'âge de vos enfants lors de la demande.",
      },
    ],
    specTitle: "Caractéristiques",
    spec: [
      { label: "Modèle", value: "Mercedes-Benz Classe V" },
      { label: "Capacité", value: "7 passagers" },
      { label: "Bagages", value: "8 valises" },
      { label: "Année", value: "2024" },
      { label: "Climatisation", value: "4 zones" },
      { label: "Couleur", value: "Noir" },
    ],
    gallery: {
      title: "En images",
      text: "L'extérieur, l'habitacle et l'espace bagages de notre Mercedes Classe V.",
      items: [
        {
          art: "vclass-profile",
          caption: "Mercedes Classe V noire, prête pour votre prise en charge",
          alt: "Une Mercedes Classe V noire vue de profil sur la route du bord de mer au crépuscule : version longue, porte latérale coulissante, vitres arrière teintées.",
        },
        {
          art: "cabin",
          caption: "L'habitacle : sept places et climatisation 4 zones",
          alt: "L’habitacle de la Classe V : deux sièges capitaine en cuir ivoire face à face, une tablette entre eux avec deux verres, un éclairage d’ambiance doré au plafond.",
        },
        {
          art: "luggage",
          caption: "L'espace bagages, prévu pour huit valises",
          alt: "Le coffre de la Classe V, hayon relevé : trois valises et un sac rangés derrière la dernière rangée de sièges.",
        },
      ],
    },
    cta: {
      title: "Réservez votre Classe V",
      text: "Transfert aéroport, journée à Monaco ou voyage vers l'Italie : décrivez votre trajet, nous vous répondons avec une proposition précise.",
      button: "Demander un devis",
    },
  },
  en: {
    meta: {
      title: "Our fleet: chauffeur-driven Mercedes V-Class",
      description:
        "Chauffeur-driven Mercedes V-Class on the French Riviera: 7 passengers, 8 suitcases, 4-zone climate control, tinted windows and child seats on request.",
    },
    hero: {
      eyebrow: "Our fleet",
      title: "The Mercedes V-Class, a lounge on the move",
      subtitle:
        "Generous space, a smooth, quiet ride and everything seven passengers and their luggage need.",
    },
    intro: {
      title: "Designed for travelling together",
      paragraphs: [
        "We chose the Mercedes V-Class for one reason: it lets a group travel together without compromising on comfort. A family, a business team or wedding guests, everyone has their own seat, their own space and their own peace and quiet.",
        "Each vehicle, a 2024 model, is carefully maintained and prepared before every pick-up: cabin cleaned, temperature set, water on board. At the airport or outside a palace hotel, you can expect the same standard.",
        "On longer drives to Italy or Switzerland, the space really comes into its own: rest, work, and arrive with a clear mind.",
      ],
    },
    features: [
      {
        icon: "Users",
        title: "Seven comfortable seats",
        text: "A spacious cabin with seven comfortable seats, so everyone travels at ease without feeling cramped.",
      },
      {
        icon: "Thermometer",
        title: "4-zone climate control",
        text: "Temperature is set zone by zone, so each passenger can travel exactly as they prefer.",
      },
      {
        icon: "Luggage",
        title: "Room for 8 suitcases",
        text: "A generous luggage area for up to eight suitcases. Just let us know about any bulky items when you send your request.",
      },
      {
        icon: "EyeOff",
        title: "Tinted rear windows",
        text: "Tinted rear windows keep you out of view and shaded from the Riviera sun.",
      },
      {
        icon: "Usb",
        title: "Charging and water on board",
        text: "USB ports to keep your devices charged, and bottled water for the whole journey.",
      },
      {
        icon: "Baby",
        title: "Child seats on request",
        text: "Baby seat, child seat or booster fitted before you arrive: simply tell us your children's ages when you make your request.",
      },
    ],
    specTitle: "Specifications",
    spec: [
      { label: "Model", value: "Mercedes-Benz V-Class" },
      { label: "Capacity", value: "7 passengers" },
      { label: "Luggage", value: "8 suitcases" },
      { label: "Year", value: "2024" },
      { label: "Air conditioning", value: "4 zones" },
      { label: "Colour", value: "Black" },
    ],
    gallery: {
      title: "Gallery",
      text: "The exterior, the cabin and the luggage space of our Mercedes V-Class.",
      items: [
        {
          art: "vclass-profile",
          caption: "Black Mercedes V-Class, ready for your pick-up",
          alt: "A black Mercedes V-Class seen in profile on the seafront road at dusk: long wheelbase, sliding side door, tinted rear windows.",
        },
        {
          art: "cabin",
          caption: "The cabin: seven seats and 4-zone climate control",
          alt: "The V-Class cabin: two ivory leather captain seats facing each other, a table between them with two glasses, warm ambient light along the roof.",
        },
        {
          art: "luggage",
          caption: "The luggage area, with room for eight suitcases",
          alt: "The V-Class boot with the tailgate raised: three suitcases and a bag stowed behind the last row of seats.",
        },
      ],
    },
    cta: {
      title: "Book your V-Class",
      text: "An airport transfer, a day in Monaco or a drive to Italy: tell us about your journey and we will reply with a precise proposal.",
      button: "Request a quote",
    },
  },
};
