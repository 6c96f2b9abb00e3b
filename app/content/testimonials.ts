import type { Localized, Testimonial } from "./types";

/** The home page's three testimonials (sample content, as in the original site). */
export const homeTestimonials: Localized<Testimonial[]> = {
  fr: [
    {
      name: "Claire D.",
      role: "Voyage en famille, Paris",
      content:
        "Notre vol avait une heure de retard : le chauffeur nous attendait quand même à la sortie du terminal 2, pancarte à la main, sièges enfants installés. Trajet jusqu’à Monaco d’une grande sérénité.",
      rating: 5,
    },
    {
      name: "Marc-Antoine R.",
      role: "Directeur commercial, Lyon",
      content:
        "Trois jours de congrès à Cannes, une dizaine de trajets entre l’hôtel, le Palais et les dîners. Toujours à l’heure, toujours discret. Exactement ce qu’on attend d’un service de ce niveau.",
      rating: 5,
    },
    {
      name: "Isabelle M.",
      role: "Concierge d’hôtel, Cap d’Antibes",
      content:
        "Je leur confie nos clients les plus exigeants, de l’aéroport jusqu’à Milan ou Gstaad. Les réponses arrivent vite et les confirmations sont claires : je n’ai jamais eu à rappeler.",
      rating: 5,
    },
  ],
  en: [
    {
      name: "James W.",
      role: "Family holiday, London",
      content:
        "Our flight landed an hour late, yet our driver was waiting outside Terminal 2 with a name board and the child seats already fitted. The drive to Monaco could not have been calmer.",
      rating: 5,
    },
    {
      name: "Elena S.",
      role: "Events director, Milan",
      content:
        "We moved a board of twelve between Cannes, Antibes and Monaco over three days of meetings. Every pick-up on time, every driver discreet and well presented. Faultless.",
      rating: 5,
    },
    {
      name: "Daniel K.",
      role: "Private client, New York",
      content:
        "From Nice airport to Zermatt in one seamless day, with a driver who knew exactly where to stop for lunch on the way. The V-\u2060Class was spotless and wonderfully quiet.",
      rating: 5,
    },
  ],
};
