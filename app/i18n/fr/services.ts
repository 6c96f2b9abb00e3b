/** Interface texts of the services pages (/services and the fifteen service pages). */

export const services = {
  hub: {
    metaTitle: "Nos services de chauffeur privé sur la Côte d’Azur",
    metaDescription:
      "Transferts aéroport à Nice, Cannes et Monaco, voyages vers Milan et la Suisse, Festival de Cannes, Grand Prix, hôtels : tous nos services en Mercedes Classe V.",
    hero: {
      eyebrow: "Nos services",
      title: "Un chauffeur privé pour chaque trajet",
      subtitle:
        "Aéroports et héliport, longues distances, grands événements, hôtels et clientèle VIP : quinze services pensés pour la Riviera, en Mercedes Classe V avec chauffeur.",
    },
    cta: "Demander un devis",
    jumpLabel: "Catégories de services",
    count: (n: number) => `${n} services`,
    itemListName: "Services de chauffeur privé",
    closingTitle: "Un trajet qui ne figure pas ici ?",
    closingText:
      "Décrivez-nous votre projet : nous vous répondons par e-mail en moins de deux heures avec une proposition adaptée.",
    closingCta: "Demander un devis",
    closingContact: "Nous écrire",
  },
  card: { link: "Découvrir le service" },
  carousel: {
    previous: "Précédent",
    next: "Suivant",
    /** accessible name of a category's carousel (must differ from the section's own name) */
    label: (category: string) => `Services : ${category}`,
    /** what the live region says after a move */
    status: (n: number, m: number, label: string) => `Diapositive ${n} sur ${m} : ${label}`,
  },
  page: {
    introEyebrow: "Notre approche",
    guaranteesTitle: "Nos engagements",
    servicesTitle: "Nos prestations",
    faqTitle: "Questions fréquentes",
    quoteEyebrow: "Votre devis",
    replyNote: "Réponse par e-mail sous 2\u00a0h · Paiement au chauffeur",
    testimonialsEyebrow: "Avis clients",
    testimonialsTitle: "Ils nous ont confié leurs trajets",
    ratingLabel: "Note : 5 sur 5",
    otherServices: "Autres services",
    relatedServices: "Services associés",
    /** A concierge's page: the booking form, opened for someone else (decision 043). */
    guestBooking: "Réserver pour votre client",
  },
};
