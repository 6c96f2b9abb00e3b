import type { Service, ServiceA, ServiceB, ServiceCategory } from "./types";

/*
 * Editorial content of the fifteen service pages, French and English side by side.
 * Facts used here (vehicles, lead times, travel times, payment and cancellation terms) come from the
 * company's brief: do not add prices, awards, partners or figures that are not part of it.
 */

const niceAirportTransfer: ServiceA = {
  slug: "nice-airport-transfer",
  layout: "A",
  category: "airport",
  art: "nice-arrivals",
  icon: "Plane",
  label: { fr: "Transfert aéroport de Nice", en: "Nice airport transfer" },
  description: {
    fr: "Accueil aux terminaux 1 et 2, suivi de vol inclus et trajet direct vers votre adresse sur la Riviera.",
    en: "Met at Terminal 1 or 2, flight tracking included, and driven straight to your address on the Riviera.",
  },
  others: ["cannes-airport-transfer", "monaco-heliport-transfer", "saint-tropez-transfer"],
  page: {
    fr: {
      meta: {
        title: "Transfert aéroport Nice Côte d'Azur en Mercedes Classe V",
        description:
          "Chauffeur privé à l'aéroport de Nice, terminaux 1 et 2 : suivi de vol inclus, Mercedes Classe V jusqu'à 7 passagers, disponible 24h/24. Réponse sous 2 h.",
      },
      hero: {
        eyebrow: "Aéroport Nice Côte d'Azur",
        title: "Votre chauffeur vous attend à l'arrivée",
        subtitle:
          "Terminal 1 ou 2, vol à l'heure ou retardé : nous suivons votre vol et ajustons la prise en charge. Mercedes Classe V, chauffeurs multilingues, 24h/24.",
        cta: "Demander un devis",
      },
      intro: {
        title: "Un transfert pensé dès l'atterrissage",
        paragraphs: [
          "L'aéroport Nice Côte d'Azur est la porte d'entrée de la Riviera, et souvent la première impression d'un séjour. Nous suivons votre vol en temps réel : si l'avion se pose plus tôt ou plus tard, votre chauffeur adapte son heure d'arrivée, sans que vous ayez à nous prévenir.",
          "Vous voyagez dans une Mercedes Classe V noire de 2024, climatisée en quatre zones, avec de la place pour sept passagers et huit valises. Nos chauffeurs ont tous plus de 30 ans, parlent plusieurs langues et connaissent les accès aux hôtels, villas et ports de la côte.",
          "Vous nous envoyez une demande, nous vous répondons par e-mail en moins de deux heures avec une proposition. Le prix final est confirmé après votre validation, et le règlement se fait directement auprès du chauffeur. Nous sommes notés 5/5 sur Google, sur plus de 200 avis.",
        ],
      },
      guarantees: [
        {
          icon: "Plane",
          title: "Suivi de vol inclus",
          text: "Nous surveillons votre vol jusqu'à l'atterrissage, retards compris, et calons la prise en charge en conséquence.",
        },
        {
          icon: "Clock",
          title: "Disponible 24h/24",
          text: "Arrivée de nuit ou premier vol du matin : nous assurons vos transferts sept jours sur sept, à toute heure.",
        },
        {
          icon: "Languages",
          title: "Chauffeurs multilingues",
          text: "Des chauffeurs expérimentés, tous âgés de plus de 30 ans, à l'aise en plusieurs langues.",
        },
        {
          icon: "Luggage",
          title: "De la place pour vos bagages",
          text: "Jusqu'à 7 passagers et 8 valises dans un même véhicule, sans rien sacrifier au confort.",
        },
      ],
      services: [
        {
          title: "Arrivées",
          text: "Accueil dans le hall des arrivées du terminal 1 ou 2, aide avec les bagages et trajet direct vers votre hôtel, votre villa ou le port.",
        },
        {
          title: "Départs",
          text: "Prise en charge à votre adresse à l'heure convenue, avec une marge adaptée aux formalités d'embarquement et à la circulation du jour.",
        },
        {
          title: "La Riviera et au-delà",
          text: "Cannes, Monaco, Saint-Tropez, mais aussi l'arrière-pays, l'Italie ou la Suisse : un seul interlocuteur pour tous les trajets de votre séjour.",
        },
      ],
      highlights: {
        title: "Temps de trajet depuis l'aéroport de Nice",
        items: [
          { name: "Antibes", detail: "Environ 20 min" },
          { name: "Monaco", detail: "Environ 30 min" },
          { name: "Cannes", detail: "Environ 35 min par l'autoroute A8" },
          { name: "Grasse", detail: "Environ 45 min" },
          { name: "Saint-Tropez", detail: "Environ 1 h 30, davantage en plein été" },
          { name: "Milan", detail: "Environ 3 h 30 à 4 h par la côte ligure" },
        ],
      },
      faq: [
        {
          question: "Que se passe-t-il si mon vol est retardé ?",
          answer:
            "Le suivi de vol est inclus dans chaque transfert depuis l'aéroport. Votre chauffeur se cale sur l'heure réelle d'atterrissage : vous n'avez rien à faire. Indiquez simplement votre numéro de vol dans votre demande.",
        },
        {
          question: "Combien de temps à l'avance dois-je réserver ?",
          answer:
            "Nous acceptons les demandes jusqu'à 24 h avant le transfert et recommandons de nous écrire 48 h à l'avance, surtout en haute saison. Nous vous répondons par e-mail en moins de deux heures, et le prix final est confirmé après votre validation.",
        },
        {
          question: "Pouvez-vous prévoir des sièges enfants et des bagages volumineux ?",
          answer:
            "Les sièges enfants sont fournis sur demande : précisez simplement l'âge des enfants. Chaque Classe V accueille jusqu'à 8 valises ; pour des sacs de golf, des skis ou un volume plus important, signalez-le dans votre demande afin que nous prévoyions le véhicule adapté.",
        },
      ],
      quote: {
        text: "Indiquez votre numéro de vol, le nombre de passagers et de valises : nous vous répondons par e-mail en moins de deux heures.",
        cta: "Demander un devis",
      },
      testimonials: [
        {
          name: "Aurélie M.",
          role: "Directrice d'agence de voyages, Lyon",
          content:
            "Notre vol a eu du retard et pourtant le chauffeur nous attendait à la sortie, sans que nous ayons eu à prévenir. Véhicule impeccable et trajet très calme jusqu'à Cannes.",
          rating: 5,
        },
        {
          name: "Thomas R.",
          role: "Consultant, Bruxelles",
          content:
            "Arrivée tardive au terminal 2 avec des enfants fatigués. Les sièges auto étaient installés, les bagages chargés en quelques minutes, et le chauffeur a été d'une grande discrétion.",
          rating: 5,
        },
        {
          name: "Béatrice D.",
          role: "Propriétaire d'une villa, Antibes",
          content:
            "Je fais appel à eux pour mes invités à chaque séjour. Les réponses arrivent vite, les horaires sont tenus et mes amis se sentent attendus dès leur arrivée.",
          rating: 5,
        },
      ],
    },
    en: {
      meta: {
        title: "Nice Airport Chauffeur Transfers by Mercedes V-Class",
        description:
          "Private chauffeur at Nice Côte d'Azur Airport, Terminals 1 and 2. Flight tracking included, Mercedes V-Class for up to 7 guests, 24/7. Reply within 2 hours.",
      },
      hero: {
        eyebrow: "Nice Côte d'Azur Airport",
        title: "Met on arrival, driven in calm",
        subtitle:
          "Terminal 1 or 2, on time or delayed: we track your flight and adjust your pickup. Mercedes V-Class, multilingual chauffeurs, day and night.",
        cta: "Request a quote",
      },
      intro: {
        title: "A transfer that starts the moment you land",
        paragraphs: [
          "For most visitors, Nice Côte d'Azur Airport is where the Riviera begins. We follow your flight in real time, so if you land early or late your chauffeur simply adjusts, with no need for you to call ahead.",
          "You travel in a black 2024 Mercedes V-Class with four-zone climate control and room for seven passengers and eight suitcases. Our chauffeurs are all over 30, speak several languages and know the approaches to the hotels, villas and marinas along the coast.",
          "Send us a request and we reply by e-mail within two hours. The final price is confirmed once you approve it, and you settle directly with your driver by cash, card or bank transfer. We are rated 5/5 on Google across more than 200 reviews.",
        ],
      },
      guarantees: [
        {
          icon: "Plane",
          title: "Flight tracking included",
          text: "We monitor your flight up to landing, delays included, and time the pickup to match.",
        },
        {
          icon: "Clock",
          title: "Available around the clock",
          text: "Late-night arrival or first flight out: we run transfers seven days a week, at any hour.",
        },
        {
          icon: "Languages",
          title: "Multilingual chauffeurs",
          text: "Experienced drivers, all over 30, comfortable in several languages.",
        },
        {
          icon: "Luggage",
          title: "Room for everything",
          text: "Up to 7 passengers and 8 suitcases in a single vehicle, with no compromise on comfort.",
        },
      ],
      services: [
        {
          title: "Arrivals",
          text: "Your chauffeur meets you in the arrivals hall of Terminal 1 or 2, helps with your luggage and drives you straight to your hotel, villa or marina.",
        },
        {
          title: "Departures",
          text: "Pickup at your address at the agreed time, with a margin that allows for check-in and the day's traffic.",
        },
        {
          title: "Beyond the airport",
          text: "Cannes, Monaco and Saint-Tropez, but also the hill villages, Italy or Switzerland: one contact for every journey of your stay.",
        },
      ],
      highlights: {
        title: "Journey times from Nice airport",
        items: [
          { name: "Antibes", detail: "About 20 min" },
          { name: "Monaco", detail: "About 30 min" },
          { name: "Cannes", detail: "About 35 min via the A8 motorway" },
          { name: "Grasse", detail: "About 45 min" },
          { name: "Saint-Tropez", detail: "About 1 hr 30, longer in peak summer traffic" },
          { name: "Milan", detail: "About 3 hr 30 to 4 hr along the Ligurian coast" },
        ],
      },
      faq: [
        {
          question: "What if my flight is delayed?",
          answer:
            "Flight tracking is included with every airport pickup. Your chauffeur works to the actual landing time, so there is nothing for you to do. Just include your flight number in your request.",
        },
        {
          question: "How far in advance should I book?",
          answer:
            "We accept requests up to 24 hours before the transfer and recommend 48 hours, especially in high season. We reply by e-mail within two hours with a proposal, and the price is confirmed once you approve it.",
        },
        {
          question: "Can you provide child seats and carry extra luggage?",
          answer:
            "Child seats are available on request; just tell us the children's ages. Each V-Class takes up to 8 suitcases, so if you are bringing golf bags, skis or more luggage than that, mention it in your request and we will plan the right vehicle.",
        },
      ],
      quote: {
        text: "Share your flight number and the number of passengers and suitcases. We reply by e-mail within two hours.",
        cta: "Request a quote",
      },
      testimonials: [
        {
          name: "James H.",
          role: "Investment partner, London",
          content:
            "Our flight landed late and the driver was already waiting in arrivals. No calls, no fuss, a spotless car and a quiet drive to Cannes.",
          rating: 5,
        },
        {
          name: "Anna K.",
          role: "Travelling with family, Stockholm",
          content:
            "We landed at night with two tired children and found the child seats fitted and our bags loaded in minutes. Calm, courteous and discreet.",
          rating: 5,
        },
        {
          name: "Michael S.",
          role: "Villa owner, Cap d'Antibes",
          content:
            "I book them for my guests every season. Replies come quickly, pickups are on time and everyone feels properly looked after from the moment they land.",
          rating: 5,
        },
      ],
    },
  },
};

const cannesAirportTransfer: ServiceB = {
  slug: "cannes-airport-transfer",
  layout: "B",
  category: "airport",
  art: "cannes-jet",
  icon: "PlaneLanding",
  label: { fr: "Aéroport de Cannes-Mandelieu", en: "Cannes-Mandelieu airport" },
  description: {
    fr: "Un chauffeur calé sur l'horaire de votre vol privé, à une dizaine de minutes de Cannes.",
    en: "A chauffeur timed to your private flight, about ten minutes from Cannes.",
  },
  related: ["nice-airport-transfer", "monaco-heliport-transfer"],
  page: {
    fr: {
      meta: {
        title: "Transfert aéroport Cannes-Mandelieu avec chauffeur privé",
        description:
          "Chauffeur privé à l'aéroport d'affaires de Cannes-Mandelieu : suivi de vol, Mercedes Classe V, Cannes en 10 min, Nice en 30, Monaco en 45. Réponse sous 2 h.",
      },
      hero: {
        eyebrow: "Aéroport Cannes-Mandelieu",
        title: "De l'avion à la Croisette en dix minutes",
        subtitle:
          "Un chauffeur à l'heure de votre vol privé, pour rejoindre Cannes, Nice, Monaco ou Saint-Tropez dans le calme d'une Mercedes Classe V.",
        cta: "Demander un devis",
      },
      intro: {
        title: "L'aviation d'affaires, sans temps mort",
        paragraphs: [
          "Cannes-Mandelieu est un aéroport consacré à l'aviation d'affaires, aux portes de Cannes. Ceux qui y atterrissent attendent une continuité parfaite entre l'avion et la voiture : c'est précisément ce que nous organisons.",
          "Nous suivons votre vol, et votre chauffeur se cale sur votre heure réelle d'arrivée. Il prend en charge vos bagages et vous conduit à destination à bord d'une Mercedes Classe V noire de 2024, climatisée en quatre zones.",
        ],
      },
      blockA: {
        title: "Ce que comprend chaque transfert",
        items: [
          {
            icon: "Plane",
            title: "Suivi de vol",
            text: "Votre vol est suivi jusqu'à l'atterrissage et l'horaire de prise en charge s'adapte.",
          },
          {
            icon: "ShieldCheck",
            title: "Chauffeurs expérimentés",
            text: "Multilingues, âgés de plus de 30 ans, habitués à la discrétion qu'attendent les voyageurs d'affaires.",
          },
          {
            icon: "Luggage",
            title: "De l'espace",
            text: "Jusqu'à 7 passagers et 8 valises par véhicule.",
          },
          {
            icon: "Clock",
            title: "24h/24",
            text: "Arrivées tardives ou départs à l'aube, tous les jours de la semaine.",
          },
        ],
      },
      details: {
        title: "Temps de trajet depuis Cannes-Mandelieu",
        paragraphs: [
          "Ces durées sont indicatives et varient selon la circulation, en particulier pendant le Festival de Cannes et en plein été. Nous en tenons compte pour fixer l'heure de prise en charge avant vos vols retour.",
        ],
        list: [
          "Cannes : environ 10 min",
          "Nice : environ 30 min",
          "Monaco : environ 45 min",
          "Saint-Tropez : environ 1 h 30",
        ],
      },
      faq: [
        {
          question: "Où mon chauffeur m'attend-il ?",
          answer:
            "Votre chauffeur vous attend à la sortie du terminal d'aviation d'affaires, à l'heure réelle de votre arrivée grâce au suivi de vol. Les modalités précises de la prise en charge vous sont confirmées par e-mail avant votre voyage.",
        },
        {
          question: "Comment se passent la réservation et le paiement ?",
          answer:
            "Vous nous envoyez une demande de devis au moins 24 h à l'avance, idéalement 48 h. Nous vous répondons par e-mail en moins de deux heures, et le prix final est confirmé après votre validation. Le règlement se fait auprès du chauffeur, en espèces, par carte ou par virement.",
        },
      ],
      quote: {
        text: "Indiquez l'heure d'arrivée prévue, le numéro de vol ou l'immatriculation de l'appareil et votre destination : nous revenons vers vous sous deux heures.",
        cta: "Demander un devis",
      },
      blockB: {
        title: "Comment ça se passe",
        items: [
          { title: "Votre demande", text: "Horaire, nombre de passagers et de bagages, destination." },
          {
            title: "Notre réponse",
            text: "Une proposition par e-mail en moins de deux heures, prix confirmé après validation.",
          },
          { title: "Votre arrivée", text: "Votre chauffeur suit le vol et vous attend à votre descente." },
        ],
      },
    },
    en: {
      meta: {
        title: "Cannes-Mandelieu Airport Chauffeur Transfers",
        description:
          "Private chauffeur at Cannes-Mandelieu business aviation airport: flight tracking, Mercedes V-Class, Cannes in 10 min, Monaco in 45. Reply within 2 hours.",
      },
      hero: {
        eyebrow: "Cannes-Mandelieu Airport",
        title: "From the aircraft to La Croisette in ten minutes",
        subtitle:
          "A chauffeur timed to your private flight, ready to take you to Cannes, Nice, Monaco or Saint-Tropez in the quiet of a Mercedes V-Class.",
        cta: "Request a quote",
      },
      intro: {
        title: "Business aviation, without the waiting",
        paragraphs: [
          "Cannes-Mandelieu is a business aviation airport on the edge of Cannes. Guests flying in expect the handover from aircraft to car to be seamless, and that is exactly what we plan for.",
          "We track your flight so your chauffeur works to your actual arrival time. Your luggage is taken care of and you are driven on in a black 2024 Mercedes V-Class with four-zone climate control.",
        ],
      },
      blockA: {
        title: "What every transfer includes",
        items: [
          {
            icon: "Plane",
            title: "Flight tracking",
            text: "Your flight is followed up to landing and the pickup time adjusts with it.",
          },
          {
            icon: "ShieldCheck",
            title: "Seasoned chauffeurs",
            text: "Multilingual, over 30, and used to the discretion business travellers expect.",
          },
          {
            icon: "Luggage",
            title: "Room to spare",
            text: "Up to 7 passengers and 8 suitcases per vehicle.",
          },
          {
            icon: "Clock",
            title: "24/7",
            text: "Late arrivals or dawn departures, any day of the week.",
          },
        ],
      },
      details: {
        title: "Journey times from Cannes-Mandelieu",
        paragraphs: [
          "These times are indicative and depend on traffic, especially during the Cannes Film Festival and in high summer. We factor this in when setting pickup times before your return flights.",
        ],
        list: [
          "Cannes: about 10 min",
          "Nice: about 30 min",
          "Monaco: about 45 min",
          "Saint-Tropez: about 1 hr 30",
        ],
      },
      faq: [
        {
          question: "Where will my chauffeur meet me?",
          answer:
            "Your chauffeur waits at the exit of the business aviation terminal, timed to your actual arrival thanks to flight tracking. The exact meeting arrangements are confirmed by e-mail before you travel.",
        },
        {
          question: "How do booking and payment work?",
          answer:
            "Send us a quote request at least 24 hours ahead, ideally 48. We reply by e-mail within two hours and the final price is confirmed once you approve it. You pay the driver directly by cash, card or bank transfer.",
        },
      ],
      quote: {
        text: "Share your expected arrival time, flight number or aircraft registration, and your destination. We will come back to you within two hours.",
        cta: "Request a quote",
      },
      blockB: {
        title: "How it works",
        items: [
          { title: "Your request", text: "Arrival time, passengers, luggage and destination." },
          {
            title: "Our reply",
            text: "A proposal by e-mail within two hours, with the price confirmed after your approval.",
          },
          {
            title: "Your arrival",
            text: "Your chauffeur follows the flight and is there when you step off.",
          },
        ],
      },
    },
  },
};

const monacoHeliportTransfer: ServiceB = {
  slug: "monaco-heliport-transfer",
  layout: "B",
  category: "airport",
  art: "heliport",
  icon: "MapPin",
  label: { fr: "Héliport de Monaco", en: "Monaco heliport" },
  description: {
    fr: "Prise en charge à l'héliport de Fontvieille, à environ cinq minutes de Monte-Carlo.",
    en: "Collected at the Fontvieille heliport, about five minutes from Monte-Carlo.",
  },
  related: ["monaco-grand-prix", "vip-services"],
  page: {
    fr: {
      meta: {
        title: "Transfert héliport de Monaco avec chauffeur privé",
        description:
          "Chauffeur privé à l'héliport de Monaco, à Fontvieille : Monte-Carlo en 5 min environ, Cap Ferrat en 15, Cannes en 35. Mercedes Classe V, disponible 24h/24.",
      },
      hero: {
        eyebrow: "Héliport de Monaco · Fontvieille",
        title: "Quelques minutes entre l'hélicoptère et votre adresse",
        subtitle:
          "Votre chauffeur vous attend à la sortie de l'héliport et vous conduit à Monte-Carlo, au Cap Ferrat ou plus loin sur la côte.",
        cta: "Demander un devis",
      },
      intro: {
        title: "Prolonger la fluidité du vol",
        paragraphs: [
          "L'héliport de Monaco se trouve à Fontvieille, en bord de mer. Après un vol en hélicoptère, rien ne devrait ralentir la suite : votre chauffeur est sur place à votre arrivée, vos bagages sont pris en charge et le trajet commence aussitôt.",
          "Nous restons attentifs à l'horaire de votre vol et adaptons la prise en charge s'il change. Pour un départ, nous fixons l'heure de prise en charge en tenant compte de la circulation monégasque, souvent dense aux heures de pointe.",
        ],
      },
      blockA: {
        title: "À quoi vous attendre",
        items: [
          {
            icon: "Timer",
            title: "Des trajets courts",
            text: "Monte-Carlo en 5 minutes environ, Saint-Jean-Cap-Ferrat en 15.",
          },
          {
            icon: "Clock",
            title: "Calé sur votre vol",
            text: "Une prise en charge ajustée à votre heure réelle d'arrivée.",
          },
          {
            icon: "Luggage",
            title: "Bagages pris en charge",
            text: "Jusqu'à 7 passagers et 8 valises par véhicule.",
          },
          {
            icon: "Languages",
            title: "Chauffeurs multilingues",
            text: "Plus de 30 ans, discrets, à l'aise en plusieurs langues.",
          },
        ],
      },
      details: {
        title: "Destinations depuis l'héliport",
        paragraphs: [
          "Depuis Fontvieille, la plupart des adresses de la Principauté sont à quelques minutes. Nous assurons aussi les liaisons vers le reste de la Riviera, ou vers l'aéroport de Nice si vous poursuivez votre voyage en avion.",
        ],
        list: [
          "Monte-Carlo : environ 5 min",
          "Saint-Jean-Cap-Ferrat : environ 15 min",
          "Cannes : environ 35 min",
        ],
      },
      faq: [
        {
          question: "Que se passe-t-il si mon vol en hélicoptère est décalé ?",
          answer:
            "Les vols en hélicoptère peuvent être avancés ou retardés, notamment selon la météo. Communiquez-nous l'horaire prévu et prévenez-nous de tout changement : un simple message suffit, et votre chauffeur s'adapte.",
        },
        {
          question: "Faut-il réserver plus tôt pendant le Grand Prix ?",
          answer:
            "Oui. Les réservations pour le Grand Prix de Monaco ouvrent six mois à l'avance, et cette période est très demandée. Le reste de l'année, une demande 24 h à l'avance suffit ; nous recommandons 48 h.",
        },
      ],
      quote: {
        text: "Indiquez l'heure d'arrivée de votre hélicoptère, le nombre de passagers et votre destination : réponse par e-mail sous deux heures.",
        cta: "Demander un devis",
      },
      blockB: {
        title: "L'essentiel",
        items: [
          { title: "Lieu", text: "Héliport de Monaco, quartier de Fontvieille." },
          {
            title: "Délai de réservation",
            text: "24 h minimum, 48 h recommandées ; six mois à l'avance pour le Grand Prix.",
          },
          { title: "Paiement", text: "Auprès du chauffeur, en espèces, par carte ou par virement." },
        ],
      },
    },
    en: {
      meta: {
        title: "Monaco Heliport Chauffeur Transfers, Fontvieille",
        description:
          "Private chauffeur at Monaco Heliport in Fontvieille: Monte-Carlo in about 5 min, Cap Ferrat in 15, Cannes in 35. Mercedes V-Class, available 24/7.",
      },
      hero: {
        eyebrow: "Monaco Heliport · Fontvieille",
        title: "Minutes from helipad to front door",
        subtitle:
          "Your chauffeur is waiting as you leave the heliport, ready for Monte-Carlo, Cap Ferrat or anywhere else along the coast.",
        cta: "Request a quote",
      },
      intro: {
        title: "Keeping the journey seamless",
        paragraphs: [
          "Monaco's heliport sits at Fontvieille, on the water's edge. After a helicopter flight nothing should slow you down: your chauffeur is there when you arrive, your luggage is taken care of and you are straight on your way.",
          "We keep an eye on your flight time and adapt if it moves. For departures, we set the pickup time with Monaco's traffic in mind, as the Principality's streets are often busy at peak hours.",
        ],
      },
      blockA: {
        title: "What to expect",
        items: [
          {
            icon: "Timer",
            title: "Short hops",
            text: "Monte-Carlo in about 5 minutes, Saint-Jean-Cap-Ferrat in about 15.",
          },
          {
            icon: "Clock",
            title: "Timed to your flight",
            text: "Pickup adjusted to your actual arrival time.",
          },
          {
            icon: "Luggage",
            title: "Luggage handled",
            text: "Up to 7 passengers and 8 suitcases per vehicle.",
          },
          {
            icon: "Languages",
            title: "Multilingual chauffeurs",
            text: "Over 30, discreet and at ease in several languages.",
          },
        ],
      },
      details: {
        title: "Destinations from the heliport",
        paragraphs: [
          "From Fontvieille, most addresses in the Principality are only minutes away. We also drive on to the rest of the Riviera, or to Nice airport if you are connecting to a flight.",
        ],
        list: ["Monte-Carlo: about 5 min", "Saint-Jean-Cap-Ferrat: about 15 min", "Cannes: about 35 min"],
      },
      faq: [
        {
          question: "What if my helicopter flight is rescheduled?",
          answer:
            "Helicopter flights can be brought forward or delayed, often because of the weather. Give us your scheduled time and let us know of any change; a short message is enough and your chauffeur will adjust.",
        },
        {
          question: "Should I book earlier for the Grand Prix?",
          answer:
            "Yes. Monaco Grand Prix bookings open six months ahead and that period is in high demand. The rest of the year, a request 24 hours ahead is enough, though we recommend 48.",
        },
      ],
      quote: {
        text: "Tell us your helicopter's arrival time, the number of passengers and your destination. We reply by e-mail within two hours.",
        cta: "Request a quote",
      },
      blockB: {
        title: "Key facts",
        items: [
          { title: "Location", text: "Monaco Heliport, in the Fontvieille district." },
          {
            title: "Booking lead time",
            text: "24 hours minimum, 48 recommended; six months ahead for the Grand Prix.",
          },
          { title: "Payment", text: "Directly to your driver, by cash, card or bank transfer." },
        ],
      },
    },
  },
};

const milanLuxuryTransfer: ServiceA = {
  slug: "milan-luxury-transfer",
  layout: "A",
  category: "long-distance",
  art: "milan",
  icon: "Building2",
  label: { fr: "Transfert Nice – Milan", en: "Nice to Milan transfer" },
  description: {
    fr: "De porte à porte en 3 h 30 à 4 h environ, le long de la côte ligure.",
    en: "Door to door in about three and a half to four hours, along the Ligurian coast.",
  },
  others: ["switzerland-luxury-transfer", "multi-day-journeys", "nice-airport-transfer"],
  page: {
    fr: {
      meta: {
        title: "Transfert Nice – Milan avec chauffeur privé",
        description:
          "De Nice à Milan en 3 h 30 à 4 h, porte à porte, en Mercedes Classe V avec chauffeur multilingue. Hôtels, aéroports de Malpensa et Linate, lacs italiens.",
      },
      hero: {
        eyebrow: "De la Riviera à la Lombardie",
        title: "Nice – Milan, de porte à porte",
        subtitle:
          "Environ 3 h 30 à 4 h de route le long de la côte ligure, dans le calme d'une Mercedes Classe V, sans correspondance ni horaire imposé.",
        cta: "Demander un devis",
      },
      intro: {
        title: "Le trajet comme un temps pour soi",
        paragraphs: [
          "Entre Nice et Milan, la route longe la Riviera italienne avant de s'enfoncer dans les terres vers la plaine lombarde. Avec un chauffeur, le voyage se fait d'une adresse à l'autre, à l'heure qui vous convient, sans changement ni attente en gare.",
          "La Mercedes Classe V offre l'espace d'un salon : climatisation quatre zones, place pour sept passagers et huit valises. Vous pouvez travailler, téléphoner ou vous reposer ; votre chauffeur, multilingue et âgé de plus de 30 ans, s'occupe du reste.",
          "Un déjeuner à Sanremo ou une halte à Gênes ? Précisez-le dans votre demande, nous l'intégrons à l'itinéraire.",
        ],
      },
      guarantees: [
        {
          icon: "Route",
          title: "De porte à porte",
          text: "Départ de votre hôtel, de votre villa ou de l'aéroport, arrivée à l'adresse exacte de votre rendez-vous.",
        },
        {
          icon: "Briefcase",
          title: "Un bureau mobile",
          text: "Un habitacle spacieux et calme pour travailler ou passer vos appels pendant le trajet.",
        },
        {
          icon: "Globe",
          title: "Habitués des frontières",
          text: "Des chauffeurs multilingues, rompus aux trajets internationaux.",
        },
        {
          icon: "ShieldCheck",
          title: "Un prix confirmé avant le départ",
          text: "Le prix final est confirmé après validation ; un acompte de 30 % peut être demandé pour les longs trajets.",
        },
      ],
      services: [
        {
          title: "Déplacements d'affaires",
          text: "Rendez-vous, salons professionnels, semaines de la mode : vous arrivez à l'heure, prêt pour votre journée.",
        },
        {
          title: "Liaisons aéroports",
          text: "Vers ou depuis Malpensa et Linate, pour enchaîner avec un vol international au départ de Milan.",
        },
        {
          title: "Escapades italiennes",
          text: "Lac de Côme, lac Majeur ou Portofino : le trajet vers Milan peut devenir une journée de découverte.",
        },
      ],
      highlights: {
        title: "Étapes et destinations",
        items: [
          { name: "Milan centre", detail: "Le Duomo, le quartier de la mode et la Scala." },
          { name: "Malpensa et Linate", detail: "Les deux aéroports de Milan, pour vos correspondances." },
          { name: "Lac de Côme", detail: "Bellagio, Cernobbio et Varenna." },
          { name: "Lac Majeur", detail: "Stresa et les îles Borromées." },
          { name: "Sanremo", detail: "Une première halte sur la Riviera italienne, peu après la frontière." },
          { name: "Gênes", detail: "Le vieux port et le centre historique, sur la route de Milan." },
        ],
      },
      faq: [
        {
          question: "Combien de temps dure le trajet Nice – Milan ?",
          answer:
            "Comptez environ 3 h 30 à 4 h selon la circulation et votre adresse d'arrivée. Les jours de grands départs et aux heures de pointe autour de Milan, nous prévoyons une marge. Les pauses que vous souhaitez s'ajoutent à ce temps.",
        },
        {
          question: "Comment se passe le paiement pour un trajet aussi long ?",
          answer:
            "Le prix final est confirmé après validation de votre demande. Pour les longs trajets, un acompte de 30 % peut être demandé ; le solde se règle auprès du chauffeur, en espèces, par carte ou par virement.",
        },
        {
          question: "Puis-je annuler ou modifier mon trajet ?",
          answer:
            "L'annulation est gratuite plus de 48 h avant le départ. Entre 24 h et 48 h, 50 % du montant est dû ; à moins de 24 h, la totalité. Pour un simple changement d'horaire, écrivez-nous : nous nous adaptons selon les disponibilités.",
        },
      ],
      quote: {
        text: "Indiquez votre adresse de départ, votre destination à Milan et vos éventuelles étapes : nous vous envoyons une proposition sous deux heures.",
        cta: "Demander un devis",
      },
      testimonials: [
        {
          name: "Laurent B.",
          role: "Directeur du développement, Monaco",
          content:
            "Je fais régulièrement le trajet vers Milan pour mes rendez-vous. Je travaille pendant toute la route, j'arrive reposé, et le chauffeur connaît parfaitement les accès du centre-ville.",
          rating: 5,
        },
        {
          name: "Hélène V.",
          role: "Acheteuse mode, Paris",
          content:
            "Pendant la semaine de la mode, chaque minute compte. Une ponctualité irréprochable et un véhicule où l'on peut étaler ses dossiers entre deux rendez-vous.",
          rating: 5,
        },
        {
          name: "Philippe G.",
          role: "Voyageur, Bordeaux",
          content:
            "Nous avions demandé un déjeuner à Sanremo sur la route de Milan. Tout avait été prévu, sans jamais nous presser, et nous sommes arrivés à l'hôtel parfaitement détendus.",
          rating: 5,
        },
      ],
    },
    en: {
      meta: {
        title: "Nice to Milan Private Chauffeur by Mercedes V-Class",
        description:
          "Nice to Milan door to door in about 3.5 to 4 hours, in a Mercedes V-Class with a multilingual chauffeur. Hotels, Malpensa and Linate airports, Italian lakes.",
      },
      hero: {
        eyebrow: "Riviera to Lombardy",
        title: "Nice to Milan, door to door",
        subtitle:
          "Around three and a half to four hours along the Ligurian coast, in the quiet of a Mercedes V-Class, with no connections and no timetable to follow.",
        cta: "Request a quote",
      },
      intro: {
        title: "Time on the road that belongs to you",
        paragraphs: [
          "The road from Nice to Milan follows the Italian Riviera before turning inland towards the Lombardy plain. With a private chauffeur you travel from one address to the next, leaving when it suits you, with no platform changes or station waits.",
          "The Mercedes V-Class feels more like a lounge than a car, with four-zone climate control and room for seven passengers and eight suitcases. Work, take calls or rest; your multilingual chauffeur, over 30 and experienced on international routes, takes care of the rest.",
          "Fancy lunch in Sanremo or a stop in Genoa? Mention it in your request and we will build it into the route.",
        ],
      },
      guarantees: [
        {
          icon: "Route",
          title: "Door to door",
          text: "From your hotel, villa or airport to the exact address of your meeting.",
        },
        {
          icon: "Briefcase",
          title: "A mobile office",
          text: "A spacious, quiet cabin to work or take calls on the way.",
        },
        {
          icon: "Globe",
          title: "Cross-border experience",
          text: "Multilingual chauffeurs used to international journeys.",
        },
        {
          icon: "ShieldCheck",
          title: "Price confirmed before you go",
          text: "The final price is confirmed once you approve it; a 30% deposit may be requested for long trips.",
        },
      ],
      services: [
        {
          title: "Business travel",
          text: "Meetings, trade fairs, fashion weeks: arrive on time and ready for the day ahead.",
        },
        {
          title: "Airport connections",
          text: "To or from Malpensa and Linate, for onward international flights from Milan.",
        },
        {
          title: "Italian detours",
          text: "Lake Como, Lake Maggiore or Portofino: the drive to Milan can become a day out in its own right.",
        },
      ],
      highlights: {
        title: "Stops and destinations",
        items: [
          { name: "Central Milan", detail: "The Duomo, the fashion district and La Scala." },
          { name: "Malpensa and Linate", detail: "Milan's two airports, for onward connections." },
          { name: "Lake Como", detail: "Bellagio, Cernobbio and Varenna." },
          { name: "Lake Maggiore", detail: "Stresa and the Borromean Islands." },
          { name: "Sanremo", detail: "A first stop on the Italian Riviera, shortly after the border." },
          { name: "Genoa", detail: "The old port and historic centre, on the way to Milan." },
        ],
      },
      faq: [
        {
          question: "How long does the drive from Nice to Milan take?",
          answer:
            "Allow about 3 hr 30 to 4 hr, depending on traffic and your arrival address. On busy holiday weekends and at rush hour around Milan we build in a margin, and any stops you request come on top.",
        },
        {
          question: "How does payment work for such a long trip?",
          answer:
            "The final price is confirmed once you approve your request. For long journeys a 30% deposit may be requested; the balance is paid to your driver by cash, card or bank transfer.",
        },
        {
          question: "Can I cancel or change my booking?",
          answer:
            "Cancellation is free more than 48 hours before departure. Between 24 and 48 hours, 50% of the fare is due; within 24 hours, the full amount. To change a time, just write to us and we will adjust, subject to availability.",
        },
      ],
      quote: {
        text: "Tell us your pickup address, your destination in Milan and any stops you have in mind. We will send you a proposal within two hours.",
        cta: "Request a quote",
      },
      testimonials: [
        {
          name: "Andrew F.",
          role: "Business development director, Monaco",
          content:
            "I drive to Milan regularly for meetings. I work the whole way, arrive rested, and the driver knows the city centre's streets perfectly.",
          rating: 5,
        },
        {
          name: "Olivia P.",
          role: "Fashion buyer, New York",
          content:
            "During fashion week every minute counts. Perfect timing, and enough space to spread out my files between appointments.",
          rating: 5,
        },
        {
          name: "Richard T.",
          role: "Traveller, Edinburgh",
          content:
            "We asked for a lunch stop in Sanremo on the way to Milan. Everything was thought through, we never felt rushed and we reached the hotel completely relaxed.",
          rating: 5,
        },
      ],
    },
  },
};

const switzerlandLuxuryTransfer: ServiceB = {
  slug: "switzerland-luxury-transfer",
  layout: "B",
  category: "long-distance",
  art: "alps-lake",
  icon: "Mountain",
  label: { fr: "Transferts vers la Suisse", en: "Transfers to Switzerland" },
  description: {
    fr: "Genève, Verbier, Gstaad ou Zermatt, avec équipement hiver de novembre à avril.",
    en: "Geneva, Verbier, Gstaad or Zermatt, with winter equipment from November to April.",
  },
  related: ["milan-luxury-transfer", "multi-day-journeys", "customized-itineraries"],
  page: {
    fr: {
      meta: {
        title: "Chauffeur privé Riviera – Suisse : Genève, Verbier, Zermatt",
        description:
          "De Nice à Genève en 5 h, Verbier en 6 h, Gstaad en 6 h 30, Zermatt en 7 h : chauffeur privé en Mercedes Classe V, équipement hiver de novembre à avril.",
      },
      hero: {
        eyebrow: "De la Riviera aux Alpes suisses",
        title: "De la Méditerranée aux stations suisses",
        subtitle:
          "Genève, Verbier, Gstaad ou Zermatt, de porte à porte, dans un véhicule équipé pour l'hiver de novembre à avril.",
        cta: "Demander un devis",
      },
      intro: {
        title: "Un seul trajet, du bord de mer à la montagne",
        paragraphs: [
          "Rejoindre les Alpes suisses depuis la Riviera en une journée, sans vol ni correspondance, c'est possible. Votre chauffeur vous prend à votre adresse et vous dépose à la porte de votre chalet ou de votre hôtel.",
          "De novembre à avril, nos véhicules sont équipés de pneus neige et de chaînes. Les trajets en montagne demandent de l'anticipation : nous adaptons l'heure de départ aux conditions annoncées.",
        ],
      },
      blockA: {
        title: "Préparé pour la montagne",
        items: [
          {
            icon: "Snowflake",
            title: "Équipement hiver",
            text: "Pneus neige et chaînes de novembre à avril.",
          },
          {
            icon: "Mountain",
            title: "Routes alpines",
            text: "Des chauffeurs expérimentés, habitués aux longues distances et aux routes de montagne.",
          },
          {
            icon: "Luggage",
            title: "Skis et bagages",
            text: "Jusqu'à 8 valises par véhicule ; signalez skis et équipements volumineux dans votre demande.",
          },
          {
            icon: "Users",
            title: "Confort pour sept",
            text: "Sept passagers, climatisation quatre zones et de la place pour se reposer.",
          },
        ],
      },
      details: {
        title: "Temps de trajet depuis Nice",
        paragraphs: [
          "Les durées ci-dessous s'entendent hors pauses et varient selon la saison, la météo et la circulation aux frontières.",
          "Zermatt est une station sans voitures : nous vous déposons à Täsch, d'où part la navette ferroviaire vers le village. Pour ces longs trajets, un acompte de 30 % peut être demandé.",
        ],
        list: [
          "Genève : environ 5 h",
          "Verbier : environ 6 h",
          "Gstaad : environ 6 h 30",
          "Zermatt, via Täsch : environ 7 h",
        ],
      },
      faq: [
        {
          question: "Vos véhicules sont-ils équipés pour la neige ?",
          answer:
            "Oui. De novembre à avril, nos véhicules roulent en pneus neige et ont des chaînes à bord. Si de fortes chutes de neige sont annoncées, nous vous proposons d'ajuster l'heure de départ pour voyager dans de bonnes conditions.",
        },
        {
          question: "Comment réserver et régler un trajet vers la Suisse ?",
          answer:
            "Envoyez-nous une demande au moins 24 h à l'avance, idéalement 48 h, avec vos adresses et le détail des bagages, skis compris. Le prix final est confirmé après validation ; un acompte de 30 % peut être demandé, et le solde se règle auprès du chauffeur en espèces, par carte ou par virement.",
        },
      ],
      quote: {
        text: "Précisez votre station ou votre ville d'arrivée, la date et votre équipement : nous vous répondons par e-mail sous deux heures.",
        cta: "Demander un devis",
      },
      blockB: {
        title: "Comment ça se passe",
        items: [
          { title: "Votre demande", text: "Date, adresses, passagers, bagages et skis." },
          {
            title: "Notre proposition",
            text: "Une réponse par e-mail sous deux heures, prix confirmé après validation.",
          },
          {
            title: "Le jour du départ",
            text: "Votre chauffeur vous prend à l'heure convenue, avec des pauses en route si vous le souhaitez.",
          },
        ],
      },
    },
    en: {
      meta: {
        title: "Riviera to Switzerland Chauffeur: Geneva, Verbier, Zermatt",
        description:
          "Nice to Geneva in 5 hours, Verbier in 6, Gstaad in 6.5 and Zermatt in 7, by private Mercedes V-Class. Snow tyres and chains from November to April.",
      },
      hero: {
        eyebrow: "Riviera to the Swiss Alps",
        title: "From the Mediterranean to the Swiss resorts",
        subtitle:
          "Geneva, Verbier, Gstaad or Zermatt, door to door, in a vehicle equipped for winter from November to April.",
        cta: "Request a quote",
      },
      intro: {
        title: "One journey, from the sea to the mountains",
        paragraphs: [
          "You can travel from the Riviera to the Swiss Alps in a single day, with no flights and no connections. Your chauffeur collects you from your address and drops you at the door of your chalet or hotel.",
          "From November to April our vehicles run on snow tyres and carry chains. Mountain journeys call for planning, so we adapt the departure time to the forecast conditions.",
        ],
      },
      blockA: {
        title: "Ready for the mountains",
        items: [
          {
            icon: "Snowflake",
            title: "Winter equipment",
            text: "Snow tyres and chains from November to April.",
          },
          {
            icon: "Mountain",
            title: "Alpine experience",
            text: "Seasoned chauffeurs, comfortable with long distances and mountain roads.",
          },
          {
            icon: "Luggage",
            title: "Skis and luggage",
            text: "Up to 8 suitcases per vehicle; mention skis and bulky gear in your request.",
          },
          {
            icon: "Users",
            title: "Comfort for seven",
            text: "Seven passengers, four-zone climate control and room to rest.",
          },
        ],
      },
      details: {
        title: "Journey times from Nice",
        paragraphs: [
          "The times below exclude breaks and vary with the season, the weather and traffic at the borders.",
          "Zermatt is car-free: we drop you at Täsch, where the shuttle train to the village departs. For journeys of this length, a 30% deposit may be requested.",
        ],
        list: [
          "Geneva: about 5 hr",
          "Verbier: about 6 hr",
          "Gstaad: about 6 hr 30",
          "Zermatt, via Täsch: about 7 hr",
        ],
      },
      faq: [
        {
          question: "Are your vehicles equipped for snow?",
          answer:
            "Yes. From November to April our vehicles run on snow tyres and carry chains. If heavy snowfall is forecast, we will suggest adjusting the departure time so you travel in good conditions.",
        },
        {
          question: "How do I book and pay for a trip to Switzerland?",
          answer:
            "Send us a request at least 24 hours ahead, ideally 48, with your addresses and luggage details, skis included. The final price is confirmed once you approve it; a 30% deposit may be requested, with the balance paid to your driver by cash, card or bank transfer.",
        },
      ],
      quote: {
        text: "Tell us your resort or city, your travel date and the equipment you are bringing. We reply by e-mail within two hours.",
        cta: "Request a quote",
      },
      blockB: {
        title: "How it works",
        items: [
          { title: "Your request", text: "Date, addresses, passengers, luggage and skis." },
          {
            title: "Our proposal",
            text: "A reply by e-mail within two hours, with the price confirmed after your approval.",
          },
          {
            title: "Departure day",
            text: "Your chauffeur collects you at the agreed time, with breaks along the way if you wish.",
          },
        ],
      },
    },
  },
};

const multiDayJourneys: ServiceB = {
  slug: "multi-day-journeys",
  layout: "B",
  category: "long-distance",
  art: "provence-road",
  icon: "Route",
  label: { fr: "Circuits de plusieurs jours", en: "Multi-day journeys" },
  description: {
    fr: "Des circuits de 3 à 5 jours entre Riviera, Provence, Ligurie et lacs italiens.",
    en: "Three to five-day circuits across the Riviera, Provence, Liguria and the Italian lakes.",
  },
  related: ["customized-itineraries", "switzerland-luxury-transfer", "milan-luxury-transfer"],
  page: {
    fr: {
      meta: {
        title: "Circuits de plusieurs jours avec chauffeur privé",
        description:
          "Circuits de 3, 4 ou 5 jours avec chauffeur privé : Riviera et villages perchés, lacs italiens, Provence et Ligurie. Mercedes Classe V, itinéraire sur mesure.",
      },
      hero: {
        eyebrow: "Voyages de plusieurs jours",
        title: "La Riviera et au-delà, à votre rythme",
        subtitle:
          "De la côte aux lacs italiens, de la Provence à la Ligurie : un chauffeur à votre disposition pendant toute la durée du voyage.",
        cta: "Demander un devis",
      },
      intro: {
        title: "Voyager sans penser à la route",
        paragraphs: [
          "Un voyage de plusieurs jours se construit autour des lieux, pas des horaires de train. Votre chauffeur vous conduit d'une étape à l'autre, vous attend pendant les visites et adapte chaque journée à vos envies.",
          "Vous trouverez ci-dessous trois circuits d'exemple, de 3, 4 et 5 jours. Ce sont des points de départ : étapes, rythme et durée se décident avec vous.",
        ],
      },
      blockA: {
        title: "Ce que comprend un circuit",
        items: [
          {
            icon: "Route",
            title: "Un itinéraire préparé",
            text: "Un programme jour par jour, établi avec vous avant le départ.",
          },
          {
            icon: "Car",
            title: "Un véhicule à disposition",
            text: "Mercedes Classe V noire de 2024, jusqu'à 7 passagers et 8 valises.",
          },
          {
            icon: "Languages",
            title: "Un chauffeur multilingue",
            text: "Plus de 30 ans, habitué aux longs trajets en France, en Italie et en Suisse.",
          },
          {
            icon: "Clock",
            title: "De la souplesse",
            text: "Départs et pauses ajustés au fil du voyage.",
          },
        ],
      },
      details: {
        title: "Trois circuits d'exemple",
        paragraphs: [
          "Chaque circuit part de Nice et y revient, mais peut tout aussi bien commencer à Cannes, à Monaco ou à l'aéroport. Les temps de route restent raisonnables pour laisser toute leur place aux visites.",
        ],
        list: [
          "3 jours, Riviera et villages perchés. Jour 1 : Nice, Èze et Monaco. Jour 2 : Saint-Paul-de-Vence, Gourdon et Grasse, capitale du parfum. Jour 3 : Antibes, Cannes et retour à Nice.",
          "4 jours, Riviera et lacs italiens. Jour 1 : de Nice au lac de Côme, avec une halte à Gênes. Jour 2 : Bellagio et Varenna, sur les rives du lac. Jour 3 : le lac Majeur, Stresa et les îles Borromées. Jour 4 : retour à Nice par la côte ligure.",
          "5 jours, Provence, Riviera et Ligurie. Jour 1 : de Nice aux gorges du Verdon et à Moustiers-Sainte-Marie. Jour 2 : le Luberon, Gordes et Roussillon. Jour 3 : Aix-en-Provence, puis Saint-Tropez. Jour 4 : Cannes, Antibes et Monaco. Jour 5 : la Ligurie, Dolceacqua et Sanremo, puis retour à Nice.",
        ],
      },
      faq: [
        {
          question: "Comment se passe le paiement d'un circuit ?",
          answer:
            "Le prix final est confirmé après validation de votre programme. Un acompte de 30 % peut être demandé à la réservation ; le solde se règle auprès du chauffeur, en espèces, par carte ou par virement. L'annulation est gratuite plus de 48 h avant le départ.",
        },
        {
          question: "Peut-on modifier le programme en cours de route ?",
          answer:
            "Oui, dans la limite du raisonnable. Une visite prolongée, un détour ou une pause supplémentaire s'organisent directement avec votre chauffeur. Pour un changement d'étape plus important, prévenez-nous dès que possible et nous ajustons l'itinéraire avec vous.",
        },
      ],
      quote: {
        text: "Dites-nous combien de jours, combien de voyageurs et ce qui vous attire : nous revenons vers vous sous deux heures.",
        cta: "Demander un devis",
      },
      blockB: {
        title: "Comment nous construisons votre circuit",
        items: [
          { title: "Vos envies", text: "Durée, nombre de voyageurs, régions et rythme souhaité." },
          { title: "Le programme", text: "Un itinéraire jour par jour, avec des temps de route réalistes." },
          {
            title: "Le voyage",
            text: "Votre chauffeur vous accompagne et ajuste chaque journée à vos envies.",
          },
        ],
      },
    },
    en: {
      meta: {
        title: "Multi-Day Chauffeur Journeys on the Riviera and Beyond",
        description:
          "3, 4 or 5-day journeys with a private chauffeur: Riviera hill villages, the Italian lakes, Provence and Liguria. Mercedes V-Class, itinerary built with you.",
      },
      hero: {
        eyebrow: "Multi-day journeys",
        title: "The Riviera and beyond, at your own pace",
        subtitle:
          "From the coast to the Italian lakes, from Provence to Liguria: a chauffeur at your disposal for the whole trip.",
        cta: "Request a quote",
      },
      intro: {
        title: "Travel without thinking about the road",
        paragraphs: [
          "A journey of several days should be shaped by places, not train timetables. Your chauffeur takes you from one stop to the next, waits while you visit and adjusts each day to how you feel.",
          "Below are three sample circuits of 3, 4 and 5 days. Treat them as a starting point: stops, pace and length are decided together with you.",
        ],
      },
      blockA: {
        title: "What a circuit includes",
        items: [
          {
            icon: "Route",
            title: "A planned itinerary",
            text: "A day-by-day programme agreed with you before departure.",
          },
          {
            icon: "Car",
            title: "A vehicle at your disposal",
            text: "A black 2024 Mercedes V-Class, up to 7 passengers and 8 suitcases.",
          },
          {
            icon: "Languages",
            title: "A multilingual chauffeur",
            text: "Over 30 and used to long drives across France, Italy and Switzerland.",
          },
          {
            icon: "Clock",
            title: "Flexibility",
            text: "Departure times and breaks adjusted as the trip unfolds.",
          },
        ],
      },
      details: {
        title: "Three sample circuits",
        paragraphs: [
          "Each circuit starts and ends in Nice, but can just as easily begin in Cannes, in Monaco or at the airport. Driving times are kept reasonable to leave plenty of room for visits.",
        ],
        list: [
          "3 days, Riviera and hill villages. Day 1: Nice, Èze and Monaco. Day 2: Saint-Paul-de-Vence, Gourdon and Grasse, the perfume capital. Day 3: Antibes, Cannes and back to Nice.",
          "4 days, Riviera and the Italian lakes. Day 1: Nice to Lake Como, with a stop in Genoa. Day 2: Bellagio and Varenna on the lakeshore. Day 3: Lake Maggiore, Stresa and the Borromean Islands. Day 4: back to Nice along the Ligurian coast.",
          "5 days, Provence, Riviera and Liguria. Day 1: Nice to the Verdon Gorge and Moustiers-Sainte-Marie. Day 2: the Luberon, Gordes and Roussillon. Day 3: Aix-en-Provence, then Saint-Tropez. Day 4: Cannes, Antibes and Monaco. Day 5: Liguria, Dolceacqua and Sanremo, then back to Nice.",
        ],
      },
      faq: [
        {
          question: "How is payment handled for a multi-day journey?",
          answer:
            "The final price is confirmed once you approve the programme. A 30% deposit may be requested when booking, and the balance is paid to your driver by cash, card or bank transfer. Cancellation is free more than 48 hours before departure.",
        },
        {
          question: "Can we change the plan along the way?",
          answer:
            "Yes, within reason. A longer visit, a detour or an extra break can be arranged directly with your chauffeur. For a bigger change of stop, let us know as early as possible and we will rework the itinerary with you.",
        },
      ],
      quote: {
        text: "Tell us how many days, how many travellers and what draws you. We will come back to you within two hours.",
        cta: "Request a quote",
      },
      blockB: {
        title: "How we build your circuit",
        items: [
          { title: "Your wishes", text: "Length, number of travellers, regions and preferred pace." },
          { title: "The programme", text: "A day-by-day itinerary with realistic driving times." },
          { title: "The journey", text: "Your chauffeur travels with you and adapts each day as you go." },
        ],
      },
    },
  },
};

const customizedItineraries: ServiceB = {
  slug: "customized-itineraries",
  layout: "B",
  category: "long-distance",
  art: "eze",
  icon: "Sparkles",
  label: { fr: "Itinéraires sur mesure", en: "Tailor-made itineraries" },
  description: {
    fr: "Villages perchés, vignobles ou shopping : une journée construite selon vos envies.",
    en: "Hill villages, vineyards or shopping: a day built around what you enjoy.",
  },
  related: ["multi-day-journeys", "vip-services", "concierge-collaboration"],
  page: {
    fr: {
      meta: {
        title: "Itinéraires sur mesure avec chauffeur sur la Côte d'Azur",
        description:
          "Une journée à Èze et Saint-Paul-de-Vence, un domaine viticole, du shopping à Monaco : itinéraires sur mesure avec chauffeur privé en Mercedes Classe V.",
      },
      hero: {
        eyebrow: "Itinéraires sur mesure",
        title: "Votre journée, dessinée autour de vous",
        subtitle:
          "Villages perchés, domaines viticoles, marchés, musées ou shopping : vous choisissez, nous organisons la route.",
        cta: "Demander un devis",
      },
      intro: {
        title: "Une mise à disposition, pas un circuit imposé",
        paragraphs: [
          "Certains voyageurs savent exactement où ils veulent aller, d'autres préfèrent partir d'une simple idée. Dans les deux cas, nous construisons avec vous un itinéraire réaliste, qui tient compte des distances, de la circulation et des horaires d'ouverture.",
          "Votre chauffeur reste à votre disposition tout au long de la journée. Il connaît la région, parle plusieurs langues et peut vous suggérer un arrêt, un point de vue ou un autre ordre de visite si la circulation l'exige.",
        ],
      },
      blockA: {
        title: "Quelques idées",
        items: [
          {
            icon: "MapPin",
            title: "Villages perchés",
            text: "Èze, Saint-Paul-de-Vence, Tourrettes-sur-Loup et Gourdon.",
          },
          {
            icon: "Wine",
            title: "Vignobles",
            text: "Les domaines des Côtes de Provence, ou l'appellation Bellet sur les collines de Nice.",
          },
          {
            icon: "Sparkles",
            title: "Parfum et artisanat",
            text: "Grasse et ses parfumeries, Biot et ses verreries.",
          },
          {
            icon: "Camera",
            title: "Points de vue",
            text: "La Grande Corniche, le cap Ferrat et les roches rouges de l'Esterel.",
          },
        ],
      },
      details: {
        title: "Comment nous préparons votre journée",
        paragraphs: [
          "Indiquez-nous vos centres d'intérêt, le nombre de voyageurs et vos horaires. Nous vous proposons un déroulé que vous pouvez ajuster avant de le valider, et le prix final est confirmé après validation.",
          "Une journée peut aussi se prolonger sur plusieurs jours, ou associer la Riviera à une escapade en Italie.",
        ],
        list: [
          "Départ de votre hôtel, de votre villa ou du port",
          "Sièges enfants sur demande",
          "Temps d'attente pendant les visites prévu dans le programme",
          "Réservation 24 h à l'avance, 48 h recommandées",
        ],
      },
      faq: [
        {
          question: "Faut-il avoir un programme précis ?",
          answer:
            "Non. Quelques envies suffisent : un village, un déjeuner, des achats à faire. Nous vous proposons un déroulé réaliste, que vous ajustez avant de le valider.",
        },
        {
          question: "Le chauffeur nous attend-il pendant les visites ?",
          answer:
            "Oui, c'est le principe d'une mise à disposition : votre chauffeur reste disponible pendant toute la durée prévue et vous retrouve à la sortie de chaque visite. Les horaires se règlent simplement avec lui au fil de la journée.",
        },
      ],
      quote: {
        text: "Partagez vos envies et vos dates : nous vous répondons par e-mail sous deux heures avec une proposition.",
        cta: "Demander un devis",
      },
      blockB: {
        title: "En pratique",
        items: [
          { title: "Durée", text: "Une journée ou plusieurs, selon votre programme." },
          { title: "Passagers", text: "Jusqu'à 7 par véhicule, avec 8 valises." },
          { title: "Réservation", text: "Au moins 24 h à l'avance, 48 h recommandées." },
        ],
      },
    },
    en: {
      meta: {
        title: "Tailor-Made Chauffeur Itineraries on the French Riviera",
        description:
          "A day in Èze and Saint-Paul-de-Vence, a wine estate, shopping in Monaco: tailor-made itineraries with a private chauffeur in a Mercedes V-Class.",
      },
      hero: {
        eyebrow: "Tailor-made itineraries",
        title: "Your day, designed around you",
        subtitle: "Hill villages, vineyards, markets, museums or shopping: you choose, we plan the route.",
        cta: "Request a quote",
      },
      intro: {
        title: "A chauffeur at your disposal, not a fixed tour",
        paragraphs: [
          "Some travellers know exactly where they want to go; others prefer to start from a simple idea. Either way, we build a realistic itinerary with you, allowing for distances, traffic and opening hours.",
          "Your chauffeur stays with you throughout the day. Knowing the region and speaking several languages, they can suggest a stop, a viewpoint or a different order of visits if the traffic calls for it.",
        ],
      },
      blockA: {
        title: "A few ideas",
        items: [
          {
            icon: "MapPin",
            title: "Hill villages",
            text: "Èze, Saint-Paul-de-Vence, Tourrettes-sur-Loup and Gourdon.",
          },
          {
            icon: "Wine",
            title: "Vineyards",
            text: "Côtes de Provence estates, or the Bellet appellation on the hills above Nice.",
          },
          {
            icon: "Sparkles",
            title: "Perfume and crafts",
            text: "Grasse and its perfumers, Biot and its glassworks.",
          },
          {
            icon: "Camera",
            title: "Viewpoints",
            text: "The Grande Corniche, Cap Ferrat and the red rocks of the Esterel.",
          },
        ],
      },
      details: {
        title: "How we prepare your day",
        paragraphs: [
          "Tell us what interests you, how many are travelling and your timings. We suggest a plan you can adjust before approving it, and the final price is confirmed after validation.",
          "A day can also stretch into several, or combine the Riviera with an excursion into Italy.",
        ],
        list: [
          "Pickup from your hotel, villa or marina",
          "Child seats on request",
          "Waiting time during visits built into the plan",
          "Book 24 hours ahead, 48 recommended",
        ],
      },
      faq: [
        {
          question: "Do we need a precise plan?",
          answer:
            "Not at all. A few wishes are enough: a village, a lunch, some shopping. We propose a realistic schedule that you can fine-tune before confirming.",
        },
        {
          question: "Will the chauffeur wait during our visits?",
          answer:
            "Yes, that is the point of having a chauffeur at your disposal: they stay available for the agreed time and meet you as you come out of each visit. Timings are easy to adjust with them as the day goes on.",
        },
      ],
      quote: {
        text: "Share your ideas and your dates. We reply by e-mail within two hours with a proposal.",
        cta: "Request a quote",
      },
      blockB: {
        title: "In practice",
        items: [
          { title: "Duration", text: "One day or several, depending on your plans." },
          { title: "Passengers", text: "Up to 7 per vehicle, with 8 suitcases." },
          { title: "Booking", text: "At least 24 hours ahead, 48 recommended." },
        ],
      },
    },
  },
};

const cannesFestivalTransfer: ServiceA = {
  slug: "cannes-festival-transfer",
  layout: "A",
  category: "events",
  art: "festival-steps",
  icon: "Camera",
  label: { fr: "Festival de Cannes", en: "Cannes Film Festival" },
  description: {
    fr: "Transferts et mises à disposition pendant le Festival, réservables trois mois à l'avance.",
    en: "Transfers and chauffeurs at your disposal during the Festival, bookable three months ahead.",
  },
  others: ["cannes-airport-transfer", "vip-services", "guest-transportation"],
  page: {
    fr: {
      meta: {
        title: "Chauffeur privé pour le Festival de Cannes",
        description:
          "Chauffeur privé pendant le Festival de Cannes : trajets vers le Palais des Festivals, soirées et aéroports, en Mercedes Classe V. Réservations 3 mois avant.",
      },
      hero: {
        eyebrow: "Festival de Cannes · mai",
        title: "Le Festival, sans vous soucier du trajet",
        subtitle:
          "Montées des marches, projections, dîners et soirées : votre chauffeur connaît les contraintes de circulation autour de la Croisette et s'organise en conséquence.",
        cta: "Demander un devis",
      },
      intro: {
        title: "Quand chaque horaire compte",
        paragraphs: [
          "Chaque année en mai, le Festival de Cannes transforme la ville : périmètres de sécurité autour du Palais des Festivals, Croisette très fréquentée, hôtels complets. Se déplacer demande alors de l'anticipation et une bonne connaissance des accès.",
          "Nos chauffeurs vous déposent au plus près, au point autorisé, et vous reprennent à l'heure convenue, que ce soit pour une projection, un rendez-vous au Marché du Film ou une soirée sur les hauteurs. Si votre programme change en cours de soirée, un simple message suffit pour déplacer l'heure de reprise.",
          "Les réservations pour le Festival ouvrent trois mois à l'avance. La demande est forte sur cette période : plus vous nous écrivez tôt, plus il est simple de réserver le véhicule et les horaires qui vous conviennent.",
        ],
      },
      guarantees: [
        {
          icon: "CalendarCheck",
          title: "Réservation anticipée",
          text: "Les demandes pour le Festival sont ouvertes trois mois à l'avance.",
        },
        {
          icon: "Clock",
          title: "Jour et nuit",
          text: "Des projections du matin aux soirées tardives, nous sommes disponibles 24h/24.",
        },
        {
          icon: "ShieldCheck",
          title: "Discrétion",
          text: "Des chauffeurs expérimentés, de plus de 30 ans, habitués aux exigences des grands événements.",
        },
        {
          icon: "Users",
          title: "Jusqu'à 7 passagers",
          text: "Une Mercedes Classe V pour vous et votre équipe, climatisée en quatre zones.",
        },
      ],
      services: [
        {
          title: "Arrivées et départs",
          text: "Depuis l'aéroport de Nice, à environ 35 min, ou de Cannes-Mandelieu, à environ 10 min, avec suivi de vol.",
        },
        {
          title: "Mise à disposition",
          text: "Un chauffeur et un véhicule réservés pour la journée ou la soirée, entre projections, rendez-vous et dîners.",
        },
        {
          title: "Soirées",
          text: "Trajets vers les villas et lieux de réception de Mougins, du Cap d'Antibes ou des hauteurs de Cannes, avec retour à l'heure de votre choix.",
        },
      ],
      highlights: {
        title: "Lieux clés pendant le Festival",
        items: [
          {
            name: "Palais des Festivals",
            detail: "Sur la Croisette, cœur des projections et du Marché du Film.",
          },
          {
            name: "La Croisette",
            detail: "Hôtels, plages et réceptions ; une circulation souvent ralentie.",
          },
          { name: "Aéroport de Cannes-Mandelieu", detail: "Environ 10 min du centre de Cannes." },
          { name: "Aéroport Nice Côte d'Azur", detail: "Environ 35 min de Cannes." },
          { name: "Mougins", detail: "Villas et dîners privés, à l'écart de l'agitation." },
          { name: "Cap d'Antibes", detail: "Réceptions en bord de mer, à l'est de Cannes." },
        ],
      },
      faq: [
        {
          question: "Quand faut-il réserver pour le Festival ?",
          answer:
            "Les réservations ouvrent trois mois avant le Festival. Nous vous conseillons de nous écrire dès que vos dates sont connues, car les disponibilités se réduisent à mesure que l'événement approche.",
        },
        {
          question: "Pouvez-vous nous déposer devant le Palais des Festivals ?",
          answer:
            "L'accès au Palais est encadré par des périmètres de sécurité qui varient selon les soirées. Nous vous déposons au point autorisé le plus proche et convenons avec vous du lieu de reprise, pour limiter la marche en tenue de soirée.",
        },
        {
          question: "Quelles sont les conditions d'annulation ?",
          answer:
            "L'annulation est gratuite plus de 48 h avant la prise en charge. Entre 24 h et 48 h, 50 % du montant est dû ; à moins de 24 h, la totalité. Le règlement se fait auprès du chauffeur, en espèces, par carte ou par virement.",
        },
      ],
      quote: {
        text: "Indiquez vos dates de présence, vos adresses et les trajets prévus : nous vous répondons par e-mail sous deux heures.",
        cta: "Demander un devis",
      },
      testimonials: [
        {
          name: "Sophie L.",
          role: "Directrice événementielle, Paris",
          content:
            "Des soirées qui s'enchaînent, des horaires qui changent sans cesse, et jamais une minute d'attente. Notre chauffeur savait toujours où nous déposer malgré les rues fermées.",
          rating: 5,
        },
        {
          name: "Julien A.",
          role: "Producteur, Paris",
          content:
            "Une vraie tranquillité pendant le Festival. Ponctuel, discret, et capable de trouver un point de reprise quand la Croisette était saturée.",
          rating: 5,
        },
        {
          name: "Nadia K.",
          role: "Attachée de presse, Marseille",
          content:
            "Entre les interviews et les projections, je jonglais avec les rendez-vous. Tout a été réorganisé sans difficulté, avec beaucoup de calme.",
          rating: 5,
        },
      ],
    },
    en: {
      meta: {
        title: "Cannes Film Festival Private Chauffeur Service",
        description:
          "Private chauffeur for the Cannes Film Festival: transfers to the Palais des Festivals, evening events and airports by Mercedes V-Class. Book 3 months ahead.",
      },
      hero: {
        eyebrow: "Cannes Film Festival · May",
        title: "The Festival, without thinking about the drive",
        subtitle:
          "Red-carpet arrivals, screenings, dinners and parties: your chauffeur knows how traffic works around La Croisette during the Festival and plans around it.",
        cta: "Request a quote",
      },
      intro: {
        title: "When every minute is scheduled",
        paragraphs: [
          "Every May the Cannes Film Festival changes the city: security perimeters around the Palais des Festivals, a crowded Croisette and fully booked hotels. Getting around takes planning and a sound knowledge of the access routes.",
          "Our chauffeurs drop you as close as the authorised points allow and collect you at the agreed time, whether for a screening, a meeting at the Marché du Film or a party in the hills. If your plans change during the evening, a short message is enough to move the pickup time.",
          "Festival bookings open three months ahead. Demand is high over this period, so the earlier you write, the easier it is to reserve the vehicle and times that suit you.",
        ],
      },
      guarantees: [
        {
          icon: "CalendarCheck",
          title: "Early booking",
          text: "Festival requests open three months in advance.",
        },
        {
          icon: "Clock",
          title: "Day and night",
          text: "From morning screenings to late parties, we are available 24/7.",
        },
        {
          icon: "ShieldCheck",
          title: "Discretion",
          text: "Experienced chauffeurs over 30, used to the demands of major events.",
        },
        {
          icon: "Users",
          title: "Up to 7 passengers",
          text: "A Mercedes V-Class for you and your team, with four-zone climate control.",
        },
      ],
      services: [
        {
          title: "Arrivals and departures",
          text: "From Nice airport, about 35 minutes away, or Cannes-Mandelieu, about 10, with flight tracking.",
        },
        {
          title: "Chauffeur at your disposal",
          text: "A driver and vehicle reserved for the day or the evening, between screenings, meetings and dinners.",
        },
        {
          title: "Evening events",
          text: "Drives to villas and venues in Mougins, at Cap d'Antibes or in the hills above Cannes, with the return at the time you choose.",
        },
      ],
      highlights: {
        title: "Key places during the Festival",
        items: [
          {
            name: "Palais des Festivals",
            detail: "On La Croisette, home to the screenings and the Marché du Film.",
          },
          { name: "La Croisette", detail: "Hotels, beaches and receptions; traffic is often slow." },
          { name: "Cannes-Mandelieu Airport", detail: "About 10 min from central Cannes." },
          { name: "Nice Côte d'Azur Airport", detail: "About 35 min from Cannes." },
          { name: "Mougins", detail: "Villas and private dinners, away from the crowds." },
          { name: "Cap d'Antibes", detail: "Seaside receptions, east of Cannes." },
        ],
      },
      faq: [
        {
          question: "When should I book for the Festival?",
          answer:
            "Bookings open three months before the Festival. We advise writing as soon as your dates are known, as availability narrows quickly as the event approaches.",
        },
        {
          question: "Can you drop us at the Palais des Festivals?",
          answer:
            "Access to the Palais is controlled by security perimeters that change from one evening to the next. We drop you at the closest authorised point and agree a pickup spot with you, so you walk as little as possible in evening wear.",
        },
        {
          question: "What is the cancellation policy?",
          answer:
            "Cancellation is free more than 48 hours before pickup. Between 24 and 48 hours, 50% of the fare is due; within 24 hours, the full amount. You pay the driver directly by cash, card or bank transfer.",
        },
      ],
      quote: {
        text: "Tell us your dates in Cannes, your addresses and the journeys you have in mind. We reply by e-mail within two hours.",
        cta: "Request a quote",
      },
      testimonials: [
        {
          name: "Emma W.",
          role: "Film distributor, London",
          content:
            "Back-to-back screenings and schedules that kept changing, yet we never waited. Our driver always knew where to drop us despite the road closures.",
          rating: 5,
        },
        {
          name: "Lucas M.",
          role: "Talent agent, Los Angeles",
          content:
            "Complete peace of mind during the Festival. Punctual, discreet and able to find a pickup point when La Croisette was gridlocked.",
          rating: 5,
        },
        {
          name: "Hannah B.",
          role: "Publicist, Berlin",
          content:
            "Between interviews and screenings I was juggling appointments all day. Everything was rearranged calmly and without any fuss.",
          rating: 5,
        },
      ],
    },
  },
};

const monacoGrandPrix: ServiceA = {
  slug: "monaco-grand-prix",
  layout: "A",
  category: "events",
  art: "grand-prix",
  icon: "Flag",
  label: { fr: "Grand Prix de Monaco", en: "Monaco Grand Prix" },
  description: {
    fr: "Des trajets planifiés autour du circuit, réservables six mois à l'avance.",
    en: "Journeys planned around the circuit, bookable six months ahead.",
  },
  others: ["monaco-heliport-transfer", "vip-services", "corporate-events"],
  page: {
    fr: {
      meta: {
        title: "Chauffeur privé pour le Grand Prix de Monaco",
        description:
          "Chauffeur privé pour le Grand Prix de Monaco : transferts depuis Nice, Cannes ou l'héliport en Mercedes Classe V. Réservations ouvertes 6 mois à l'avance.",
      },
      hero: {
        eyebrow: "Grand Prix de Monaco · fin mai, début juin",
        title: "Rejoindre le circuit, l'esprit libre",
        subtitle:
          "Les rues de Monte-Carlo deviennent circuit : nous planifions vos trajets selon le dispositif de circulation de l'année, de votre hôtel aux tribunes, aux terrasses ou au port.",
        cta: "Demander un devis",
      },
      intro: {
        title: "Un week-end où tout se joue à l'horaire près",
        paragraphs: [
          "Chaque année, fin mai ou début juin, les rues de Monte-Carlo accueillent le Grand Prix. Routes fermées, accès réglementés, forte affluence : se déplacer dans la Principauté ces jours-là ne s'improvise pas.",
          "Nous préparons vos trajets en amont, selon le plan de circulation en vigueur, et choisissons avec vous les points de dépose et de reprise les plus pratiques. Votre chauffeur suit le programme des séances et s'adapte aux changements.",
          "Les réservations pour le Grand Prix ouvrent six mois à l'avance. C'est une période très demandée : nous vous conseillons de nous écrire dès que votre séjour est fixé.",
        ],
      },
      guarantees: [
        {
          icon: "CalendarCheck",
          title: "Ouverture six mois avant",
          text: "Les demandes pour le Grand Prix sont acceptées dès six mois avant l'événement.",
        },
        {
          icon: "Route",
          title: "Trajets anticipés",
          text: "Points de dépose et de reprise choisis selon le dispositif de circulation de l'année.",
        },
        {
          icon: "Clock",
          title: "Disponibles 24h/24",
          text: "Des premières séances du matin aux soirées sur le port.",
        },
        {
          icon: "Users",
          title: "Pour vous et vos invités",
          text: "Jusqu'à 7 passagers par véhicule, plusieurs véhicules coordonnés pour les groupes.",
        },
      ],
      services: [
        {
          title: "Transferts aéroport et héliport",
          text: "Depuis l'aéroport de Nice, à environ 30 min hors affluence, ou depuis l'héliport de Fontvieille, avec suivi de votre vol.",
        },
        {
          title: "Navettes quotidiennes",
          text: "Allers-retours entre votre hôtel ou votre villa et Monaco, chaque jour du week-end de course.",
        },
        {
          title: "Mise à disposition",
          text: "Un chauffeur réservé pour la journée, entre la course, les réceptions et les dîners.",
        },
      ],
      highlights: {
        title: "Points d'accès et repères",
        items: [
          {
            name: "Héliport de Monaco, Fontvieille",
            detail: "Monte-Carlo à environ 5 min, hors restrictions de circulation.",
          },
          {
            name: "Aéroport Nice Côte d'Azur",
            detail: "Environ 30 min de Monaco en temps normal, davantage le week-end de course.",
          },
          { name: "Port Hercule", detail: "Au cœur du circuit, bordé de tribunes et de yachts." },
          {
            name: "Cap-d'Ail et Beausoleil",
            detail: "Communes voisines, souvent pratiques pour la dépose quand la Principauté est saturée.",
          },
          {
            name: "Saint-Jean-Cap-Ferrat",
            detail: "À environ 15 min de l'héliport, pour séjourner au calme.",
          },
        ],
      },
      faq: [
        {
          question: "Quand réserver pour le Grand Prix ?",
          answer:
            "Les réservations ouvrent six mois à l'avance. Les demandes arrivent tôt pour ce week-end : écrivez-nous dès que vos dates et votre hébergement sont connus. Nous vous répondons par e-mail en moins de deux heures.",
        },
        {
          question: "Pouvez-vous nous déposer au pied de notre tribune ?",
          answer:
            "Pendant le Grand Prix, de nombreuses rues sont fermées et l'accès en voiture est réglementé. Nous vous déposons au point autorisé le plus proche et convenons à l'avance du lieu de reprise, pour vous éviter d'attendre à la sortie.",
        },
        {
          question: "Un acompte est-il demandé ?",
          answer:
            "Le prix final est confirmé après validation de votre demande. Pour une mise à disposition longue ou sur plusieurs jours, un acompte de 30 % peut être demandé ; le solde se règle auprès du chauffeur. L'annulation est gratuite plus de 48 h avant le départ.",
        },
      ],
      quote: {
        text: "Précisez vos dates, votre lieu de séjour et vos besoins pour chaque journée : nous vous répondons par e-mail sous deux heures.",
        cta: "Demander un devis",
      },
      testimonials: [
        {
          name: "Antoine P.",
          role: "Directeur financier, Genève",
          content:
            "Le week-end du Grand Prix, tout était réglé à l'avance : horaires, points de dépose, retours du soir. Nous n'avons eu à penser qu'à la course.",
          rating: 5,
        },
        {
          name: "Caroline F.",
          role: "Responsable relations clients, Paris",
          content:
            "Nous recevions des clients pendant tout le week-end. Véhicules coordonnés, chauffeurs discrets et toujours à l'heure : un vrai soulagement.",
          rating: 5,
        },
        {
          name: "Stéphane N.",
          role: "Passionné de sport automobile, Lyon",
          content:
            "Je redoutais les embouteillages autour du circuit. Notre chauffeur connaissait chaque accès et nous attendait toujours au bon endroit.",
          rating: 5,
        },
      ],
    },
    en: {
      meta: {
        title: "Monaco Grand Prix Private Chauffeur Service",
        description:
          "Private chauffeur for the Monaco Grand Prix: transfers from Nice, Cannes or the heliport in a Mercedes V-Class. Grand Prix bookings open 6 months ahead.",
      },
      hero: {
        eyebrow: "Monaco Grand Prix · late May, early June",
        title: "Reach the circuit with a clear mind",
        subtitle:
          "Monte-Carlo becomes a street circuit. We plan your journeys around that year's traffic arrangements, from your hotel to the grandstands, terraces or harbour.",
        cta: "Request a quote",
      },
      intro: {
        title: "A weekend where timing is everything",
        paragraphs: [
          "Each year, in late May or early June, the streets of Monte-Carlo host the Grand Prix. Roads close, access is restricted and crowds are heavy, so getting around the Principality that weekend cannot be left to chance.",
          "We plan your journeys in advance using the traffic plan in force and choose the most practical drop-off and pickup points with you. Your chauffeur follows the session timetable and adapts to any change.",
          "Grand Prix bookings open six months ahead. It is a period in high demand, so we advise writing to us as soon as your stay is confirmed.",
        ],
      },
      guarantees: [
        {
          icon: "CalendarCheck",
          title: "Bookings open six months ahead",
          text: "Grand Prix requests are accepted from six months before the event.",
        },
        {
          icon: "Route",
          title: "Routes planned ahead",
          text: "Drop-off and pickup points chosen around that year's traffic plan.",
        },
        {
          icon: "Clock",
          title: "Available 24/7",
          text: "From the first morning sessions to late evenings by the harbour.",
        },
        {
          icon: "Users",
          title: "For you and your guests",
          text: "Up to 7 passengers per vehicle, with several vehicles coordinated for groups.",
        },
      ],
      services: [
        {
          title: "Airport and heliport transfers",
          text: "From Nice airport, about 30 minutes away in normal traffic, or from the Fontvieille heliport, with your flight tracked.",
        },
        {
          title: "Daily shuttles",
          text: "Return trips between your hotel or villa and Monaco on each day of the race weekend.",
        },
        {
          title: "Chauffeur at your disposal",
          text: "A driver reserved for the day, between the racing, receptions and dinners.",
        },
      ],
      highlights: {
        title: "Access points and landmarks",
        items: [
          {
            name: "Monaco Heliport, Fontvieille",
            detail: "About 5 min to Monte-Carlo, outside road restrictions.",
          },
          {
            name: "Nice Côte d'Azur Airport",
            detail: "About 30 min to Monaco in normal traffic, longer on race weekend.",
          },
          { name: "Port Hercule", detail: "At the heart of the circuit, lined with grandstands and yachts." },
          {
            name: "Cap-d'Ail and Beausoleil",
            detail: "Neighbouring towns, often convenient for drop-offs when the Principality is saturated.",
          },
          { name: "Saint-Jean-Cap-Ferrat", detail: "About 15 min from the heliport, for a quieter stay." },
        ],
      },
      faq: [
        {
          question: "When should I book for the Grand Prix?",
          answer:
            "Bookings open six months ahead. Requests for that weekend come in early, so write to us as soon as your dates and accommodation are settled. We reply by e-mail within two hours.",
        },
        {
          question: "Can you drop us right at our grandstand?",
          answer:
            "During the Grand Prix many streets are closed and car access is regulated. We drop you at the nearest authorised point and agree the pickup spot in advance, so there is no waiting around when you leave.",
        },
        {
          question: "Is a deposit required?",
          answer:
            "The final price is confirmed once you approve your request. For long or multi-day bookings a 30% deposit may be requested, with the balance paid to your driver. Cancellation is free more than 48 hours before departure.",
        },
      ],
      quote: {
        text: "Give us your dates, where you are staying and what you need each day. We reply by e-mail within two hours.",
        cta: "Request a quote",
      },
      testimonials: [
        {
          name: "Oliver G.",
          role: "Investment director, London",
          content:
            "On Grand Prix weekend everything was settled in advance: times, drop-off points, late returns. All we had to think about was the racing.",
          rating: 5,
        },
        {
          name: "Laura C.",
          role: "Client relations manager, Milan",
          content:
            "We were hosting clients all weekend. Coordinated vehicles, discreet drivers, always on time: a genuine relief.",
          rating: 5,
        },
        {
          name: "Ben R.",
          role: "Motor racing enthusiast, Sydney",
          content:
            "I was worried about traffic around the circuit. Our chauffeur knew every access point and was always waiting in the right place.",
          rating: 5,
        },
      ],
    },
  },
};

const corporateEvents: ServiceB = {
  slug: "corporate-events",
  layout: "B",
  category: "events",
  art: "corporate",
  icon: "Briefcase",
  label: { fr: "Événements d'entreprise", en: "Corporate events" },
  description: {
    fr: "Séminaires, congrès et lancements : de 1 à 8 personnes par véhicule, et des groupes de 50 personnes et plus.",
    en: "Seminars, conferences and launches: 1 to 8 people per vehicle, and groups of 50 or more.",
  },
  related: ["private-celebrations", "monaco-grand-prix", "guest-transportation"],
  page: {
    fr: {
      meta: {
        title: "Transport pour événements d'entreprise sur la Côte d'Azur",
        description:
          "Transport de participants pour séminaires, congrès et lancements : de 1 à 8 personnes par véhicule, groupes de 50 et plus avec plusieurs véhicules coordonnés.",
      },
      hero: {
        eyebrow: "Événements d'entreprise",
        title: "Des invités à l'heure, un événement qui commence bien",
        subtitle:
          "Séminaires, congrès, lancements, incentives : un seul interlocuteur pour coordonner transferts et navettes, de 1 à 8 personnes par véhicule ou plusieurs véhicules pour un groupe.",
        cta: "Demander un devis",
      },
      intro: {
        title: "La logistique, sans le stress",
        paragraphs: [
          "Un événement d'entreprise réussi commence souvent à l'aéroport. Accueillir des intervenants, acheminer une délégation, assurer les navettes entre l'hôtel et le lieu de réception : chaque trajet reflète l'image de votre société.",
          "Nous coordonnons une ou plusieurs Mercedes Classe V selon la taille de votre groupe. Pour 50 personnes ou plus, nous organisons plusieurs véhicules sur un planning commun, communiqué à l'avance à vos équipes.",
        ],
      },
      blockA: {
        title: "Pour vos événements",
        items: [
          {
            icon: "Briefcase",
            title: "Séminaires et congrès",
            text: "Transferts des participants et des intervenants, du Palais des Festivals aux hôtels de la côte.",
          },
          {
            icon: "Plane",
            title: "Arrivées groupées",
            text: "Accueil aux aéroports de Nice et de Cannes-Mandelieu, avec suivi des vols.",
          },
          {
            icon: "Users",
            title: "Groupes de toutes tailles",
            text: "De 1 à 8 personnes par véhicule ; 50 personnes et plus grâce à plusieurs véhicules coordonnés.",
          },
          {
            icon: "Languages",
            title: "Chauffeurs multilingues",
            text: "Pour accueillir vos invités internationaux dans de bonnes conditions.",
          },
        ],
      },
      details: {
        title: "Une organisation claire",
        paragraphs: [
          "Vous nous transmettez la liste des trajets, les horaires et le nombre de participants. Nous vous renvoyons un planning détaillé et une proposition, avec un prix confirmé après validation.",
          "Le jour venu, vous disposez d'un interlocuteur unique pour tout changement d'horaire. Les vols sont suivis et les chauffeurs sont informés de chaque modification.",
        ],
        list: [
          "Transferts depuis les aéroports, l'héliport et les gares",
          "Navettes entre hôtels et lieux de l'événement",
          "Mises à disposition pour les intervenants et les dirigeants",
          "Paiement par virement, par carte ou en espèces",
        ],
      },
      faq: [
        {
          question: "Pouvez-vous gérer un groupe de 50 personnes ?",
          answer:
            "Oui. Au-delà de la capacité d'un véhicule, nous coordonnons plusieurs Mercedes Classe V sur un planning commun. Pour les groupes importants, écrivez-nous le plus tôt possible afin que nous réservions les véhicules nécessaires.",
        },
        {
          question: "Comment se passe le règlement pour une entreprise ?",
          answer:
            "Le prix final est confirmé après validation de la proposition. Le paiement peut se faire par virement, par carte ou en espèces, et un acompte de 30 % peut être demandé pour les prestations longues. L'annulation est gratuite plus de 48 h avant le départ.",
        },
      ],
      quote: {
        text: "Envoyez-nous le programme de votre événement et le nombre de participants : nous revenons vers vous sous deux heures.",
        cta: "Demander un devis",
      },
      blockB: {
        title: "Comment ça se passe",
        items: [
          { title: "Le brief", text: "Dates, lieux, horaires et nombre de participants." },
          { title: "Le planning", text: "Un plan de transport détaillé et une proposition chiffrée." },
          { title: "Le jour J", text: "Des chauffeurs briefés, un interlocuteur unique et des vols suivis." },
        ],
      },
    },
    en: {
      meta: {
        title: "Corporate Event Transport on the French Riviera",
        description:
          "Chauffeured transport for seminars, conferences and launches: 1 to 8 people per vehicle, and groups of 50 or more with several coordinated Mercedes V-Class.",
      },
      hero: {
        eyebrow: "Corporate events",
        title: "Guests on time, events off to a good start",
        subtitle:
          "Seminars, conferences, launches and incentives: one contact to coordinate transfers and shuttles, from 1 to 8 people in a single vehicle to several vehicles for a group.",
        cta: "Request a quote",
      },
      intro: {
        title: "Logistics without the stress",
        paragraphs: [
          "A successful corporate event often starts at the airport. Welcoming speakers, moving a delegation or running shuttles between hotel and venue: every journey reflects on your company.",
          "We coordinate one or several Mercedes V-Class vans depending on the size of your group. For 50 people or more, we run several vehicles on a shared schedule, sent to your team in advance.",
        ],
      },
      blockA: {
        title: "For your events",
        items: [
          {
            icon: "Briefcase",
            title: "Seminars and conferences",
            text: "Transfers for attendees and speakers, from the Palais des Festivals to hotels along the coast.",
          },
          {
            icon: "Plane",
            title: "Group arrivals",
            text: "Meet-and-greet at Nice and Cannes-Mandelieu airports, with flights tracked.",
          },
          {
            icon: "Users",
            title: "Any group size",
            text: "1 to 8 people per vehicle; 50 or more with several coordinated vehicles.",
          },
          {
            icon: "Languages",
            title: "Multilingual chauffeurs",
            text: "To welcome international guests properly.",
          },
        ],
      },
      details: {
        title: "Clear organisation",
        paragraphs: [
          "Send us the list of journeys, the times and the headcount. We come back with a detailed schedule and a proposal, with the price confirmed after validation.",
          "On the day, you have a single contact for any change of timing. Flights are tracked and drivers are kept informed of every update.",
        ],
        list: [
          "Airport, heliport and railway station transfers",
          "Shuttles between hotels and event venues",
          "Chauffeurs at the disposal of speakers and executives",
          "Payment by bank transfer, card or cash",
        ],
      },
      faq: [
        {
          question: "Can you handle a group of 50?",
          answer:
            "Yes. Beyond the capacity of one vehicle, we coordinate several Mercedes V-Class on a shared schedule. For larger groups, write to us as early as possible so we can reserve the vehicles you need.",
        },
        {
          question: "How does payment work for companies?",
          answer:
            "The final price is confirmed once you approve the proposal. Payment can be made by bank transfer, card or cash, and a 30% deposit may be requested for long assignments. Cancellation is free more than 48 hours before departure.",
        },
      ],
      quote: {
        text: "Send us your event programme and headcount. We will come back to you within two hours.",
        cta: "Request a quote",
      },
      blockB: {
        title: "How it works",
        items: [
          { title: "The brief", text: "Dates, venues, times and number of attendees." },
          { title: "The plan", text: "A detailed transport schedule and a costed proposal." },
          { title: "On the day", text: "Briefed drivers, a single contact and tracked flights." },
        ],
      },
    },
  },
};

const privateCelebrations: ServiceB = {
  slug: "private-celebrations",
  layout: "B",
  category: "events",
  art: "celebration",
  icon: "PartyPopper",
  label: { fr: "Célébrations privées", en: "Private celebrations" },
  description: {
    fr: "Mariages, anniversaires et fêtes de famille, de la cérémonie au dernier retour.",
    en: "Weddings, birthdays and family gatherings, from the ceremony to the last ride home.",
  },
  related: ["corporate-events", "guest-transportation", "vip-services"],
  page: {
    fr: {
      meta: {
        title: "Chauffeur privé pour mariages et célébrations",
        description:
          "Mariages, anniversaires, fêtes de famille : chauffeur privé en Mercedes Classe V pour vous, vos proches et vos invités, de la cérémonie à la fin de la soirée.",
      },
      hero: {
        eyebrow: "Célébrations privées",
        title: "Vos proches entre de bonnes mains",
        subtitle:
          "Mariage dans un domaine de Provence, anniversaire sur la côte, fête de famille : nous assurons les trajets pour que vous profitiez de chaque instant.",
        cta: "Demander un devis",
      },
      intro: {
        title: "Le jour J, la route n'est plus un sujet",
        paragraphs: [
          "Une célébration réunit souvent des invités venus de loin, logés à différents endroits et peu familiers des routes de la région. Nous organisons leurs trajets entre l'aéroport, les hébergements, la cérémonie et la réception.",
          "Les mariés ou les hôtes peuvent aussi disposer d'un véhicule réservé pour la journée. En fin de soirée, les retours partent aux heures prévues, pour que chacun rentre sereinement.",
        ],
      },
      blockA: {
        title: "Ce que nous prenons en charge",
        items: [
          {
            icon: "Heart",
            title: "Mariages",
            text: "Trajets des mariés, de la famille et des témoins, de la cérémonie à la réception.",
          },
          {
            icon: "PartyPopper",
            title: "Anniversaires et fêtes",
            text: "Une arrivée soignée et des retours assurés en fin de soirée.",
          },
          {
            icon: "Plane",
            title: "Invités venus de loin",
            text: "Accueil aux aéroports de Nice et de Cannes-Mandelieu, avec suivi des vols.",
          },
          {
            icon: "Baby",
            title: "Familles",
            text: "Sièges enfants sur demande, jusqu'à 7 passagers par véhicule.",
          },
        ],
      },
      details: {
        title: "Une journée bien orchestrée",
        paragraphs: [
          "Transmettez-nous le programme de la journée, les lieux et le nombre d'invités à transporter. Nous vous proposons un planning de trajets et un prix confirmé après validation.",
          "Pour un grand nombre d'invités, nous coordonnons plusieurs véhicules. Nous vous recommandons de réserver le plus tôt possible, en particulier de mai à septembre, période très demandée pour les mariages sur la côte.",
        ],
      },
      faq: [
        {
          question: "Pouvez-vous transporter nos invités entre plusieurs hôtels et le lieu de réception ?",
          answer:
            "Oui. Nous établissons un planning de navettes à partir de la liste des hébergements et des horaires de la journée. Les chauffeurs connaissent le programme et adaptent les rotations si la cérémonie prend du retard.",
        },
        {
          question: "Que se passe-t-il si nous devons annuler ou décaler ?",
          answer:
            "L'annulation est gratuite plus de 48 h avant le départ ; entre 24 h et 48 h, 50 % du montant est dû, et la totalité à moins de 24 h. Pour un simple changement d'horaire, écrivez-nous : nous nous adaptons selon les disponibilités.",
        },
      ],
      quote: {
        text: "Parlez-nous de votre événement, avec la date, les lieux et le nombre d'invités : nous vous répondons par e-mail sous deux heures.",
        cta: "Demander un devis",
      },
      blockB: {
        title: "Comment ça se passe",
        items: [
          { title: "Votre programme", text: "Date, lieux, horaires et nombre d'invités." },
          { title: "Notre planning", text: "Chaque trajet organisé, véhicule par véhicule." },
          {
            title: "Le jour J",
            text: "Des chauffeurs ponctuels et des retours assurés jusqu'à la fin de la fête.",
          },
        ],
      },
    },
    en: {
      meta: {
        title: "Private Chauffeur for Weddings and Celebrations",
        description:
          "Weddings, birthdays and family gatherings: a private chauffeur in a Mercedes V-Class for you and your guests, from the ceremony to the end of the evening.",
      },
      hero: {
        eyebrow: "Private celebrations",
        title: "Your guests in safe hands",
        subtitle:
          "A wedding at a Provençal estate, a birthday on the coast, a family gathering: we handle the driving so you can enjoy every moment.",
        cta: "Request a quote",
      },
      intro: {
        title: "On the day, the road is one less thing to think about",
        paragraphs: [
          "Celebrations often bring together guests from far away, staying in different places and unfamiliar with the local roads. We organise their journeys between the airport, their accommodation, the ceremony and the reception.",
          "The couple or hosts can also keep a vehicle reserved for the day. At the end of the evening, rides home leave at the planned times so everyone gets back safely.",
        ],
      },
      blockA: {
        title: "What we take care of",
        items: [
          {
            icon: "Heart",
            title: "Weddings",
            text: "Journeys for the couple, family and wedding party, from ceremony to reception.",
          },
          {
            icon: "PartyPopper",
            title: "Birthdays and parties",
            text: "An elegant arrival and reliable rides home at the end of the night.",
          },
          {
            icon: "Plane",
            title: "Guests from afar",
            text: "Meet-and-greet at Nice and Cannes-Mandelieu airports, with flight tracking.",
          },
          {
            icon: "Baby",
            title: "Families",
            text: "Child seats on request, up to 7 passengers per vehicle.",
          },
        ],
      },
      details: {
        title: "A well-orchestrated day",
        paragraphs: [
          "Send us the day's programme, the venues and the number of guests to transport. We propose a schedule of journeys and a price confirmed after validation.",
          "For a large number of guests, we coordinate several vehicles. We recommend booking as early as possible, especially from May to September, when weddings on the coast are in high demand.",
        ],
      },
      faq: [
        {
          question: "Can you shuttle guests between several hotels and the venue?",
          answer:
            "Yes. We build a shuttle schedule from the list of accommodation and the day's timings. Drivers know the programme and adjust the runs if the ceremony runs late.",
        },
        {
          question: "What if we need to cancel or reschedule?",
          answer:
            "Cancellation is free more than 48 hours before departure; between 24 and 48 hours, 50% is due, and the full amount within 24 hours. For a simple change of time, just write to us and we will adapt, subject to availability.",
        },
      ],
      quote: {
        text: "Tell us about your celebration: the date, the venues and the number of guests. We reply by e-mail within two hours.",
        cta: "Request a quote",
      },
      blockB: {
        title: "How it works",
        items: [
          { title: "Your programme", text: "Date, venues, timings and guest numbers." },
          { title: "Our schedule", text: "Every journey planned, vehicle by vehicle." },
          { title: "On the day", text: "Punctual chauffeurs and rides home until the party ends." },
        ],
      },
    },
  },
};

const saintTropezTransfer: ServiceA = {
  slug: "saint-tropez-transfer",
  layout: "A",
  category: "long-distance",
  art: "saint-tropez",
  icon: "Ship",
  label: { fr: "Transfert vers Saint-Tropez", en: "Saint-Tropez transfer" },
  description: {
    fr: "Depuis Nice ou Cannes-Mandelieu, avec un départ calé sur la circulation estivale.",
    en: "From Nice or Cannes-Mandelieu, with departures timed around summer traffic.",
  },
  others: ["nice-airport-transfer", "cannes-airport-transfer", "customized-itineraries"],
  page: {
    fr: {
      meta: {
        title: "Transfert Nice – Saint-Tropez avec chauffeur privé",
        description:
          "Transfert privé vers Saint-Tropez depuis l'aéroport de Nice ou de Cannes-Mandelieu, en 1 h 30 environ, en Mercedes Classe V. Pampelonne, Ramatuelle, Gassin.",
      },
      hero: {
        eyebrow: "Golfe de Saint-Tropez",
        title: "Saint-Tropez, sans détour",
        subtitle:
          "Depuis l'aéroport de Nice ou de Cannes-Mandelieu, environ 1 h 30 de route hors affluence, dans le calme d'une Mercedes Classe V climatisée.",
        cta: "Demander un devis",
      },
      intro: {
        title: "La presqu'île, au bon moment",
        paragraphs: [
          "Saint-Tropez n'a ni gare ni grand aéroport, et la route d'accès peut se charger fortement en été. Un chauffeur qui connaît les horaires et les itinéraires fait toute la différence.",
          "Nous partons de l'aéroport de Nice ou de Cannes-Mandelieu, de votre hôtel ou de votre villa, et vous déposons à votre adresse, au port, à Ramatuelle ou aux abords de la plage de Pampelonne. En juillet et en août, nous fixons l'heure de départ en fonction de la circulation prévue, pour limiter l'attente à l'entrée du golfe.",
        ],
      },
      guarantees: [
        {
          icon: "Timer",
          title: "Des départs bien calés",
          text: "Un horaire choisi en fonction de la circulation, particulièrement dense en été.",
        },
        {
          icon: "Plane",
          title: "Suivi de vol",
          text: "À Nice comme à Cannes-Mandelieu, votre chauffeur suit votre heure réelle d'arrivée.",
        },
        {
          icon: "Luggage",
          title: "Bagages de vacances",
          text: "Jusqu'à 7 passagers et 8 valises dans un même véhicule.",
        },
        {
          icon: "ShieldCheck",
          title: "Chauffeurs expérimentés",
          text: "Multilingues, âgés de plus de 30 ans, attentifs à votre confort.",
        },
      ],
      services: [
        {
          title: "Transferts aéroport",
          text: "De Nice Côte d'Azur ou de Cannes-Mandelieu jusqu'à Saint-Tropez, en 1 h 30 environ hors affluence.",
        },
        {
          title: "Allers-retours dans la journée",
          text: "Une journée à Saint-Tropez depuis Cannes, Nice ou Monaco, avec retour à l'heure de votre choix.",
        },
        {
          title: "Trajets dans le golfe",
          text: "Entre votre villa, le port, Ramatuelle, Gassin et les plages, pendant tout votre séjour.",
        },
      ],
      highlights: {
        title: "Destinations dans le golfe",
        items: [
          { name: "Port de Saint-Tropez", detail: "Le vieux port et ses quais animés." },
          { name: "Place des Lices", detail: "Le marché du mardi et du samedi matin." },
          { name: "Plage de Pampelonne", detail: "Sur la commune de Ramatuelle, la grande plage du golfe." },
          { name: "Ramatuelle", detail: "Un village perché au-dessus des vignes." },
          { name: "Gassin", detail: "Un village perché, avec une vue dégagée sur le golfe." },
          { name: "Aéroport de Cannes-Mandelieu", detail: "À environ 1 h 30 de Saint-Tropez." },
        ],
      },
      faq: [
        {
          question: "Combien de temps faut-il pour aller de Nice à Saint-Tropez ?",
          answer:
            "Comptez environ 1 h 30 depuis l'aéroport de Nice en circulation normale. En été, surtout le week-end, l'approche du golfe peut prendre nettement plus de temps ; nous fixons l'heure de départ en conséquence.",
        },
        {
          question: "Pouvez-vous nous ramener le soir même ?",
          answer:
            "Oui. Pour un aller-retour dans la journée, votre chauffeur vous dépose puis revient à l'heure convenue, ou reste à votre disposition selon la formule choisie. Le prix final est confirmé après validation de votre demande.",
        },
        {
          question: "Avez-vous des sièges enfants ?",
          answer:
            "Oui, sur demande. Indiquez l'âge des enfants et le nombre de bagages dans votre demande, pour que le véhicule soit prêt avant votre arrivée.",
        },
      ],
      quote: {
        text: "Indiquez votre point de départ, votre adresse à Saint-Tropez et le nombre de voyageurs : réponse par e-mail sous deux heures.",
        cta: "Demander un devis",
      },
      testimonials: [
        {
          name: "Valérie T.",
          role: "Cheffe d'entreprise, Genève",
          content:
            "Arrivés à Nice un samedi de juillet, nous redoutions la route. Le chauffeur avait choisi le bon horaire et nous étions à la villa sans le moindre stress.",
          rating: 5,
        },
        {
          name: "Nicolas J.",
          role: "Architecte, Paris",
          content:
            "Un aller-retour dans la journée depuis Cannes, parfaitement organisé. Véhicule impeccable et chauffeur d'une grande courtoisie.",
          rating: 5,
        },
        {
          name: "Mathilde R.",
          role: "En vacances en famille, Lille",
          content:
            "Les enfants, beaucoup de bagages et des sièges auto installés à l'avance. Le trajet est passé très vite, et tout le monde est arrivé de bonne humeur.",
          rating: 5,
        },
      ],
    },
    en: {
      meta: {
        title: "Nice to Saint-Tropez Private Chauffeur Transfer",
        description:
          "Private transfer to Saint-Tropez from Nice or Cannes-Mandelieu airport, about 1 hr 30, by Mercedes V-Class. Pampelonne, Ramatuelle, Gassin and the port.",
      },
      hero: {
        eyebrow: "Gulf of Saint-Tropez",
        title: "Saint-Tropez, the smooth way",
        subtitle:
          "From Nice or Cannes-Mandelieu airport, about an hour and a half outside peak traffic, in the calm of an air-conditioned Mercedes V-Class.",
        cta: "Request a quote",
      },
      intro: {
        title: "The peninsula, at the right time",
        paragraphs: [
          "Saint-Tropez has no railway station and no major airport, and the approach road can get very busy in summer. A chauffeur who knows the timings and the routes makes all the difference.",
          "We leave from Nice or Cannes-Mandelieu airport, your hotel or your villa, and drop you at your address, at the harbour, in Ramatuelle or near Pampelonne beach. In July and August we set departure times around expected traffic, to keep waiting at the entrance to the gulf to a minimum.",
        ],
      },
      guarantees: [
        {
          icon: "Timer",
          title: "Well-timed departures",
          text: "Pickups planned around traffic, which is especially heavy in summer.",
        },
        {
          icon: "Plane",
          title: "Flight tracking",
          text: "At Nice or Cannes-Mandelieu, your chauffeur follows your actual arrival time.",
        },
        {
          icon: "Luggage",
          title: "Holiday luggage",
          text: "Up to 7 passengers and 8 suitcases in one vehicle.",
        },
        {
          icon: "ShieldCheck",
          title: "Experienced chauffeurs",
          text: "Multilingual, over 30 and attentive to your comfort.",
        },
      ],
      services: [
        {
          title: "Airport transfers",
          text: "Nice Côte d'Azur or Cannes-Mandelieu to Saint-Tropez, in about 1 hr 30 outside peak times.",
        },
        {
          title: "Day trips",
          text: "A day in Saint-Tropez from Cannes, Nice or Monaco, with the return at the time you choose.",
        },
        {
          title: "Around the gulf",
          text: "Between your villa, the harbour, Ramatuelle, Gassin and the beaches, throughout your stay.",
        },
      ],
      highlights: {
        title: "Around the gulf",
        items: [
          { name: "Saint-Tropez harbour", detail: "The old port and its lively quays." },
          { name: "Place des Lices", detail: "The Tuesday and Saturday morning market." },
          { name: "Pampelonne beach", detail: "In Ramatuelle, the gulf's long sandy beach." },
          { name: "Ramatuelle", detail: "A hilltop village above the vineyards." },
          { name: "Gassin", detail: "A hilltop village with wide views over the gulf." },
          { name: "Cannes-Mandelieu Airport", detail: "About 1 hr 30 from Saint-Tropez." },
        ],
      },
      faq: [
        {
          question: "How long does it take from Nice to Saint-Tropez?",
          answer:
            "Allow about an hour and a half from Nice airport in normal traffic. In summer, especially at weekends, the final approach to the gulf can take much longer, and we set the departure time accordingly.",
        },
        {
          question: "Can you bring us back the same evening?",
          answer:
            "Yes. For a day trip, your chauffeur drops you off and returns at the agreed time, or stays at your disposal, depending on what you choose. The final price is confirmed once you approve your request.",
        },
        {
          question: "Do you have child seats?",
          answer:
            "Yes, on request. Give the children's ages and the number of bags in your request so the vehicle is ready before you arrive.",
        },
      ],
      quote: {
        text: "Tell us where you are leaving from, your address in Saint-Tropez and the number of travellers. We reply by e-mail within two hours.",
        cta: "Request a quote",
      },
      testimonials: [
        {
          name: "Catherine D.",
          role: "Entrepreneur, Geneva",
          content:
            "We landed in Nice on a Saturday in July and dreaded the drive. Our chauffeur had picked the right departure time and we reached the villa without any stress.",
          rating: 5,
        },
        {
          name: "Mark L.",
          role: "Architect, Amsterdam",
          content:
            "A day trip from Cannes, perfectly organised. An immaculate vehicle and a wonderfully courteous driver.",
          rating: 5,
        },
        {
          name: "Rebecca N.",
          role: "Travelling with family, Dublin",
          content:
            "Kids, plenty of luggage and car seats fitted in advance. The journey flew by and everyone arrived in good spirits.",
          rating: 5,
        },
      ],
    },
  },
};

const conciergeCollaboration: ServiceB = {
  slug: "concierge-collaboration",
  layout: "B",
  category: "hotel",
  art: "palace-hotel",
  icon: "ConciergeBell",
  label: { fr: "Collaboration avec les concierges", en: "Concierge collaboration" },
  description: {
    fr: "Pour les conciergeries d'hôtel : une réponse sous deux heures et des clients pris en charge avec soin.",
    en: "For hotel concierges: a reply within two hours and guests looked after with care.",
  },
  related: ["vip-services"],
  page: {
    fr: {
      meta: {
        title: "Collaboration avec les concierges d'hôtel sur la Riviera",
        description:
          "Concierges d'hôtel : confiez-nous les transferts et mises à disposition de vos clients. Réponse sous 2 h, Mercedes Classe V, chauffeurs multilingues, 24h/24.",
      },
      hero: {
        eyebrow: "Concierges d'hôtel",
        title: "Un appui fiable pour vos clients",
        subtitle:
          "Transferts aéroport, excursions, mises à disposition : vous nous transmettez la demande, nous revenons vers vous sous deux heures et prenons soin de vos clients.",
        cta: "Nous écrire",
      },
      intro: {
        title: "Travailler main dans la main avec la conciergerie",
        paragraphs: [
          "Vos clients attendent une réponse rapide et un service sans faute. Lorsque vous nous transmettez une demande, nous revenons vers vous dans les deux heures avec une proposition claire, que vous pouvez relayer en toute confiance.",
          "Nos chauffeurs se présentent à l'heure à l'entrée de l'hôtel, au volant d'une Mercedes Classe V noire de 2024. Ils connaissent les usages des belles maisons : discrétion, ponctualité, attention portée aux bagages.",
        ],
      },
      blockA: {
        title: "Ce que nous apportons à votre conciergerie",
        items: [
          {
            icon: "Phone",
            title: "Réponse sous deux heures",
            text: "Un retour rapide par e-mail, avec un prix confirmé après validation.",
          },
          {
            icon: "Clock",
            title: "Disponibles 24h/24",
            text: "Arrivées de nuit, départs à l'aube, tous les jours de l'année.",
          },
          {
            icon: "Languages",
            title: "Chauffeurs multilingues",
            text: "Plus de 30 ans, habitués à une clientèle internationale.",
          },
          {
            icon: "Route",
            title: "Toutes destinations",
            text: "Aéroports, héliport, Riviera, Italie et Suisse.",
          },
        ],
      },
      details: {
        title: "Les demandes que nous traitons",
        paragraphs: [
          "Nous assurons pour vos clients les transferts depuis l'aéroport de Nice, l'aéroport de Cannes-Mandelieu et l'héliport de Monaco, les excursions à la journée et les trajets longue distance vers l'Italie ou la Suisse.",
          "Les réservations se font au moins 24 h à l'avance, 48 h de préférence. Le client règle directement le chauffeur, en espèces, par carte ou par virement. Notés 5/5 sur plus de 200 avis Google, nous savons ce que vos clients attendent.",
        ],
        list: [
          "Transferts aéroport et héliport avec suivi de vol",
          "Mises à disposition pour une journée ou une soirée",
          "Excursions et itinéraires sur mesure",
          "Transferts vers l'Italie et la Suisse",
        ],
      },
      faq: [
        {
          question: "Comment fonctionne la collaboration avec les concierges d'hôtel ?",
          answer:
            "Vous nous envoyez par e-mail la demande de votre client : date, horaire, nombre de passagers et de bagages, destination. Nous vous répondons dans les deux heures avec une proposition ; une fois celle-ci validée, nous confirmons la prise en charge et le chauffeur se présente à l'hôtel à l'heure convenue. Le règlement se fait ensuite auprès du chauffeur.",
        },
        {
          question: "Que se passe-t-il si le vol de notre client est retardé ?",
          answer:
            "Le suivi de vol est inclus : le chauffeur se cale sur l'heure réelle d'atterrissage, sans intervention de votre part. Si le programme de votre client change, un simple message suffit pour que nous adaptions la prise en charge.",
        },
      ],
      quote: {
        text: "Transmettez-nous la demande de votre client : nous vous répondons par e-mail sous deux heures.",
        cta: "Nous écrire",
      },
      blockB: {
        title: "Comment ça se passe",
        items: [
          { title: "La demande", text: "Vous nous transmettez les besoins de votre client." },
          {
            title: "La proposition",
            text: "Une réponse par e-mail sous deux heures, prix confirmé après validation.",
          },
          { title: "La prise en charge", text: "Le chauffeur se présente à l'hôtel à l'heure convenue." },
        ],
      },
    },
    en: {
      meta: {
        title: "Chauffeur Services for Hotel Concierges on the Riviera",
        description:
          "Hotel concierges: entrust us with your guests' transfers and chauffeur bookings. Reply within 2 hours, Mercedes V-Class, multilingual drivers, 24/7.",
      },
      hero: {
        eyebrow: "For hotel concierges",
        title: "A dependable partner for your guests",
        subtitle:
          "Airport transfers, excursions and chauffeurs at disposal: pass on the request, we reply within two hours and look after your guests with care.",
        cta: "Get in touch",
      },
      intro: {
        title: "Working hand in hand with your concierge desk",
        paragraphs: [
          "Your guests expect quick answers and flawless service. When you send us a request, we come back to you within two hours with a clear proposal you can pass on with confidence.",
          "Our chauffeurs arrive on time at the hotel entrance in a black 2024 Mercedes V-Class. They understand how fine hotels work: discretion, punctuality and care with luggage.",
        ],
      },
      blockA: {
        title: "What we bring to your desk",
        items: [
          {
            icon: "Phone",
            title: "Reply within two hours",
            text: "A prompt answer by e-mail, with the price confirmed after validation.",
          },
          {
            icon: "Clock",
            title: "Available 24/7",
            text: "Night arrivals and dawn departures, every day of the year.",
          },
          {
            icon: "Languages",
            title: "Multilingual chauffeurs",
            text: "Over 30 and used to an international clientele.",
          },
          {
            icon: "Route",
            title: "Every destination",
            text: "Airports, heliport, the Riviera, Italy and Switzerland.",
          },
        ],
      },
      details: {
        title: "Requests we handle",
        paragraphs: [
          "We handle transfers from Nice airport, Cannes-Mandelieu airport and the Monaco heliport, day excursions and long-distance journeys to Italy or Switzerland.",
          "Bookings are made at least 24 hours ahead, preferably 48. Guests pay the driver directly by cash, card or bank transfer. Rated 5/5 across more than 200 Google reviews, we know what your guests expect.",
        ],
        list: [
          "Airport and heliport transfers with flight tracking",
          "Chauffeur at disposal for a day or an evening",
          "Excursions and tailor-made itineraries",
          "Transfers to Italy and Switzerland",
        ],
      },
      faq: [
        {
          question: "How does the collaboration with hotel concierges work?",
          answer:
            "You e-mail us your guest's request: date, time, number of passengers and bags, and destination. We reply within two hours with a proposal; once it is approved, we confirm the pickup and the chauffeur arrives at the hotel at the agreed time. Your guest then settles directly with the driver.",
        },
        {
          question: "What if a guest's flight is delayed?",
          answer:
            "Flight tracking is included: the chauffeur adjusts to the actual landing time with no action needed on your part. If your guest's plans change, a short message is enough for us to adapt the pickup.",
        },
      ],
      quote: {
        text: "Send us your guest's request and we will reply by e-mail within two hours.",
        cta: "Get in touch",
      },
      blockB: {
        title: "How it works",
        items: [
          { title: "The request", text: "You pass on your guest's needs." },
          {
            title: "The proposal",
            text: "A reply by e-mail within two hours, with the price confirmed after validation.",
          },
          { title: "The pickup", text: "The chauffeur arrives at the hotel at the agreed time." },
        ],
      },
    },
  },
};

const vipServices: ServiceB = {
  slug: "vip-services",
  layout: "B",
  category: "hotel",
  art: "chauffeur-door",
  icon: "Crown",
  label: { fr: "Services VIP", en: "VIP services" },
  description: {
    fr: "Un chauffeur à votre disposition, discret et disponible à toute heure.",
    en: "A discreet chauffeur at your disposal, at any hour.",
  },
  related: ["customized-itineraries", "concierge-collaboration"],
  page: {
    fr: {
      meta: {
        title: "Services VIP avec chauffeur privé sur la Côte d'Azur",
        description:
          "Chauffeur privé pour une clientèle exigeante : discrétion, mise à disposition et trajets sur mesure en Mercedes Classe V. Monaco, Cannes, Nice, 24h/24.",
      },
      hero: {
        eyebrow: "Services VIP",
        title: "La discrétion pour principe",
        subtitle:
          "Un chauffeur à votre disposition, des horaires qui s'adaptent à vous et un véhicule prêt à toute heure, de Monaco à Saint-Tropez.",
        cta: "Demander un devis",
      },
      intro: {
        title: "Un service qui sait se faire oublier",
        paragraphs: [
          "Pour certains clients, le meilleur service est celui que l'on remarque à peine. Nos chauffeurs, tous âgés de plus de 30 ans et multilingues, savent être disponibles sans jamais s'imposer.",
          "Mise à disposition à la journée, rendez-vous qui s'enchaînent, trajets de nuit : nous organisons votre programme et l'ajustons au gré de vos changements. Un seul interlocuteur suit votre réservation du début à la fin.",
        ],
      },
      blockA: {
        title: "Ce qui fait la différence",
        items: [
          {
            icon: "ShieldCheck",
            title: "Confidentialité",
            text: "Vos déplacements et l'identité de vos invités restent entre nous.",
          },
          {
            icon: "Crown",
            title: "Mise à disposition",
            text: "Un chauffeur et une Mercedes Classe V réservés pour vous, le temps qu'il faut.",
          },
          {
            icon: "Clock",
            title: "24h/24",
            text: "Des horaires qui suivent votre agenda, y compris la nuit.",
          },
          {
            icon: "Gem",
            title: "Le soin du détail",
            text: "Climatisation quatre zones réglée à votre convenance, sièges enfants sur demande.",
          },
        ],
      },
      details: {
        title: "Pour qui, pour quoi",
        paragraphs: [
          "Nos services VIP s'adressent aux personnalités, dirigeants, familles et invités de marque en séjour sur la Côte d'Azur. Ils se combinent avec nos transferts aéroport et héliport, nos itinéraires sur mesure et nos trajets vers l'Italie et la Suisse.",
          "Le prix final est confirmé après validation de votre programme ; pour les prestations longues, un acompte de 30 % peut être demandé.",
        ],
        list: [
          "Accueil aux aéroports de Nice et de Cannes-Mandelieu et à l'héliport de Monaco",
          "Mise à disposition pour la journée ou la soirée",
          "Rendez-vous, shopping et dîners enchaînés",
          "Trajets de nuit et retours tardifs",
        ],
      },
      faq: [
        {
          question: "Comment protégez-vous notre confidentialité ?",
          answer:
            "La discrétion fait partie de notre métier. Vos horaires, vos adresses et l'identité de vos invités ne sont communiqués qu'aux personnes qui en ont besoin pour assurer le service.",
        },
        {
          question: "Peut-on réserver un chauffeur pour plusieurs jours ?",
          answer:
            "Oui. Un chauffeur et un véhicule peuvent vous être réservés pour plusieurs jours, sur la Riviera ou en voyage. Écrivez-nous au moins 48 h à l'avance avec votre programme ; le prix final est confirmé après validation et un acompte de 30 % peut être demandé.",
        },
      ],
      quote: {
        text: "Décrivez vos besoins et vos dates : nous vous répondons par e-mail sous deux heures, en toute discrétion.",
        cta: "Demander un devis",
      },
      blockB: {
        title: "L'essentiel",
        items: [
          { title: "Disponibilité", text: "24h/24, sept jours sur sept." },
          { title: "Véhicule", text: "Mercedes Classe V noire de 2024, jusqu'à 7 passagers." },
          { title: "Réponse", text: "Par e-mail, en moins de deux heures." },
          {
            title: "Avis clients",
            text: "Note de 5/5 sur plus de 200 avis Google, 100 % de clients satisfaits.",
          },
        ],
      },
    },
    en: {
      meta: {
        title: "VIP Chauffeur Services on the French Riviera",
        description:
          "Private chauffeur for discerning clients: discretion, a chauffeur at your disposal and tailor-made journeys by Mercedes V-Class. Monaco, Cannes, Nice, 24/7.",
      },
      hero: {
        eyebrow: "VIP services",
        title: "Discretion as a rule",
        subtitle:
          "A chauffeur at your disposal, timings that fit around you and a vehicle ready at any hour, from Monaco to Saint-Tropez.",
        cta: "Request a quote",
      },
      intro: {
        title: "Service you barely notice",
        paragraphs: [
          "For some clients, the best service is the one they hardly notice. Our chauffeurs, all over 30 and multilingual, know how to be there without ever intruding.",
          "A day at your disposal, back-to-back meetings, late-night journeys: we organise your programme and adjust it whenever your plans change. One contact follows your booking from start to finish.",
        ],
      },
      blockA: {
        title: "What makes the difference",
        items: [
          {
            icon: "ShieldCheck",
            title: "Confidentiality",
            text: "Your movements and the identity of your guests stay between us.",
          },
          {
            icon: "Crown",
            title: "Chauffeur at your disposal",
            text: "A driver and a Mercedes V-Class reserved for you, for as long as you need.",
          },
          {
            icon: "Clock",
            title: "Around the clock",
            text: "Timings that follow your diary, night-time included.",
          },
          {
            icon: "Gem",
            title: "Attention to detail",
            text: "Four-zone climate control set as you like it, and child seats on request.",
          },
        ],
      },
      details: {
        title: "Who it is for",
        paragraphs: [
          "Our VIP services are designed for public figures, executives, families and distinguished guests staying on the Côte d'Azur. They combine with our airport and heliport transfers, tailor-made itineraries and journeys to Italy and Switzerland.",
          "The final price is confirmed once you approve your programme; for long assignments, a 30% deposit may be requested.",
        ],
        list: [
          "Meet-and-greet at Nice and Cannes-Mandelieu airports and the Monaco heliport",
          "Chauffeur at your disposal for the day or the evening",
          "Back-to-back meetings, shopping and dinners",
          "Night journeys and late returns",
        ],
      },
      faq: [
        {
          question: "How do you protect our privacy?",
          answer:
            "Discretion is part of the job. Your schedule, your addresses and the identity of your guests are shared only with the people who need them to deliver the service.",
        },
        {
          question: "Can I book a chauffeur for several days?",
          answer:
            "Yes. A chauffeur and vehicle can be reserved for several days, on the Riviera or on the road. Write to us at least 48 hours ahead with your programme; the final price is confirmed after validation and a 30% deposit may be requested.",
        },
      ],
      quote: {
        text: "Describe what you need and your dates. We reply by e-mail within two hours, in complete discretion.",
        cta: "Request a quote",
      },
      blockB: {
        title: "Key facts",
        items: [
          { title: "Availability", text: "24/7, seven days a week." },
          { title: "Vehicle", text: "Black 2024 Mercedes V-Class, up to 7 passengers." },
          { title: "Response", text: "By e-mail, within two hours." },
          {
            title: "Client reviews",
            text: "Rated 5/5 across more than 200 Google reviews, with 100% satisfaction.",
          },
        ],
      },
    },
  },
};

const guestTransportation: ServiceB = {
  slug: "guest-transportation",
  layout: "B",
  category: "events",
  art: "guest-convoy",
  icon: "Users",
  label: { fr: "Transport d'invités", en: "Guest transportation" },
  description: {
    fr: "Navettes et transferts pour les invités de vos réceptions, galas et séminaires.",
    en: "Shuttles and transfers for the guests at your receptions, galas and seminars.",
  },
  related: ["corporate-events", "private-celebrations", "nice-airport-transfer"],
  page: {
    fr: {
      meta: {
        title: "Transport d'invités pour événements et réceptions",
        description:
          "Navettes et transferts d'invités pour réceptions, galas et séminaires sur la Côte d'Azur en Mercedes Classe V, plusieurs véhicules pour 50 invités et plus.",
      },
      hero: {
        eyebrow: "Transport d'invités",
        title: "Chaque invité attendu, chaque invité raccompagné",
        subtitle:
          "Arrivées à l'aéroport, navettes entre hôtels et lieu de réception, retours en fin de soirée : une organisation pensée pour vos invités.",
        cta: "Demander un devis",
      },
      intro: {
        title: "Le confort de vos invités, du premier au dernier trajet",
        paragraphs: [
          "Gala, réception privée ou séminaire : vos invités se souviennent aussi de la façon dont ils sont arrivés. Nous organisons leurs trajets avec la même attention que le reste de votre événement.",
          "Chaque Mercedes Classe V accueille jusqu'à 7 passagers et 8 valises. Pour 50 invités ou plus, nous coordonnons plusieurs véhicules sur un planning commun, avec un interlocuteur unique pour vous.",
        ],
      },
      blockA: {
        title: "Nos prestations pour vos invités",
        items: [
          {
            icon: "Plane",
            title: "Accueil à l'aéroport",
            text: "À Nice et à Cannes-Mandelieu, avec suivi des vols et accueil à l'arrivée.",
          },
          {
            icon: "Route",
            title: "Navettes",
            text: "Entre hôtels, villas et lieu de l'événement, selon vos horaires.",
          },
          {
            icon: "Users",
            title: "Grands groupes",
            text: "Plusieurs véhicules coordonnés pour 50 invités et plus.",
          },
          {
            icon: "Clock",
            title: "Retours tardifs",
            text: "Des départs échelonnés jusqu'à la fin de la soirée.",
          },
        ],
      },
      details: {
        title: "Une organisation sur mesure",
        paragraphs: [
          "Vous nous transmettez la liste des invités à transporter, leurs horaires d'arrivée et leurs lieux d'hébergement. Nous construisons un planning de navettes et vous proposons un prix confirmé après validation.",
          "Nos chauffeurs multilingues, tous âgés de plus de 30 ans, accueillent vos invités internationaux avec le même soin que vos proches.",
        ],
        list: [
          "Mariages et fêtes privées",
          "Galas et dîners de réception",
          "Séminaires et congrès",
          "Lancements et événements de marque",
        ],
      },
      faq: [
        {
          question: "Comment gérez-vous des arrivées échelonnées à l'aéroport ?",
          answer:
            "Nous regroupons les invités selon leurs horaires de vol et suivons chaque vol en temps réel. Les véhicules sont affectés en conséquence, pour limiter l'attente de chacun à l'arrivée.",
        },
        {
          question: "À partir de combien d'invités faut-il plusieurs véhicules ?",
          answer:
            "Chaque véhicule accueille jusqu'à 7 passagers avec leurs bagages. Au-delà, nous coordonnons plusieurs véhicules, y compris pour des groupes de 50 invités ou plus. Nous recommandons de réserver au moins 48 h à l'avance, et bien plus tôt pour un grand groupe.",
        },
      ],
      quote: {
        text: "Envoyez-nous la date, le lieu et le nombre d'invités : nous revenons vers vous sous deux heures.",
        cta: "Demander un devis",
      },
      blockB: {
        title: "Comment ça se passe",
        items: [
          { title: "La liste", text: "Invités, vols, hébergements et horaires." },
          { title: "Le planning", text: "Des navettes organisées véhicule par véhicule." },
          { title: "Le jour J", text: "Des chauffeurs ponctuels et un interlocuteur unique pour vous." },
        ],
      },
    },
    en: {
      meta: {
        title: "Guest Transportation for Events and Receptions",
        description:
          "Guest shuttles and transfers for receptions, galas and seminars on the French Riviera by Mercedes V-Class, with several coordinated vehicles for 50+ guests.",
      },
      hero: {
        eyebrow: "Guest transportation",
        title: "Every guest welcomed and seen home",
        subtitle:
          "Airport arrivals, shuttles between hotels and venue, end-of-evening returns: transport organised around your guests.",
        cta: "Request a quote",
      },
      intro: {
        title: "Your guests' comfort, from first ride to last",
        paragraphs: [
          "Whether it is a gala, a private reception or a seminar, guests remember how they arrived as much as the event itself. We organise their journeys with the same care you put into everything else.",
          "Each Mercedes V-Class carries up to 7 passengers and 8 suitcases. For 50 guests or more, we coordinate several vehicles on a shared schedule, with a single point of contact for you.",
        ],
      },
      blockA: {
        title: "What we provide for your guests",
        items: [
          {
            icon: "Plane",
            title: "Airport welcome",
            text: "At Nice and Cannes-Mandelieu, with flights tracked and guests met on arrival.",
          },
          {
            icon: "Route",
            title: "Shuttles",
            text: "Between hotels, villas and the venue, on your timetable.",
          },
          {
            icon: "Users",
            title: "Large groups",
            text: "Several coordinated vehicles for 50 guests or more.",
          },
          {
            icon: "Clock",
            title: "Late returns",
            text: "Staggered departures until the very end of the evening.",
          },
        ],
      },
      details: {
        title: "Organised around your event",
        paragraphs: [
          "Send us the list of guests to transport, their arrival times and where they are staying. We build a shuttle schedule and propose a price confirmed after validation.",
          "Our multilingual chauffeurs, all over 30, welcome your international guests with the same care they would give your family.",
        ],
        list: [
          "Weddings and private parties",
          "Galas and reception dinners",
          "Seminars and conferences",
          "Launches and brand events",
        ],
      },
      faq: [
        {
          question: "How do you handle staggered airport arrivals?",
          answer:
            "We group guests by flight times and track every flight in real time. Vehicles are assigned accordingly, so nobody waits long on arrival.",
        },
        {
          question: "When do we need more than one vehicle?",
          answer:
            "Each vehicle carries up to 7 passengers with their luggage. Beyond that we coordinate several vehicles, including for groups of 50 or more. We recommend booking at least 48 hours ahead, and much earlier for a large group.",
        },
      ],
      quote: {
        text: "Send us the date, the venue and the number of guests. We will come back to you within two hours.",
        cta: "Request a quote",
      },
      blockB: {
        title: "How it works",
        items: [
          { title: "The list", text: "Guests, flights, accommodation and timings." },
          { title: "The schedule", text: "Shuttles organised vehicle by vehicle." },
          { title: "On the day", text: "Punctual chauffeurs and a single contact for you." },
        ],
      },
    },
  },
};

/** The fifteen services, in the order of SERVICE_SLUGS. */
export const services: Service[] = [
  niceAirportTransfer,
  cannesAirportTransfer,
  monacoHeliportTransfer,
  milanLuxuryTransfer,
  switzerlandLuxuryTransfer,
  multiDayJourneys,
  customizedItineraries,
  cannesFestivalTransfer,
  monacoGrandPrix,
  corporateEvents,
  privateCelebrations,
  saintTropezTransfer,
  conciergeCollaboration,
  vipServices,
  guestTransportation,
];

export const serviceCategories: ServiceCategory[] = [
  {
    id: "airport",
    icon: "Plane",
    title: { fr: "Aéroports et héliport", en: "Airports and heliport" },
    description: {
      fr: "Transferts depuis Nice Côte d'Azur, Cannes-Mandelieu et l'héliport de Monaco, avec suivi de vol.",
      en: "Transfers from Nice Côte d'Azur, Cannes-Mandelieu and Monaco heliport, with flight tracking.",
    },
    services: ["nice-airport-transfer", "cannes-airport-transfer", "monaco-heliport-transfer"],
  },
  {
    id: "long-distance",
    icon: "Route",
    title: { fr: "Longues distances et voyages", en: "Long distance and journeys" },
    description: {
      fr: "Milan, la Suisse, Saint-Tropez et des circuits de plusieurs jours, de porte à porte.",
      en: "Milan, Switzerland, Saint-Tropez and multi-day circuits, door to door.",
    },
    services: [
      "milan-luxury-transfer",
      "switzerland-luxury-transfer",
      "multi-day-journeys",
      "customized-itineraries",
      "saint-tropez-transfer",
    ],
  },
  {
    id: "events",
    icon: "CalendarCheck",
    title: { fr: "Événements", en: "Events" },
    description: {
      fr: "Festival de Cannes, Grand Prix de Monaco, événements d'entreprise, célébrations privées et transport d'invités.",
      en: "The Cannes Film Festival, the Monaco Grand Prix, corporate events, private celebrations and guest transport.",
    },
    services: [
      "cannes-festival-transfer",
      "monaco-grand-prix",
      "corporate-events",
      "private-celebrations",
      "guest-transportation",
    ],
  },
  {
    id: "hotel",
    icon: "Hotel",
    title: { fr: "Hôtels et clientèle VIP", en: "Hotels and VIP clients" },
    description: {
      fr: "Collaboration avec les concierges d'hôtel et services sur mesure pour une clientèle exigeante.",
      en: "Working with hotel concierges, and bespoke services for discerning clients.",
    },
    services: ["concierge-collaboration", "vip-services"],
  },
];

/**
 * The service for a URL slug, or undefined when the slug is unknown. A plain search over fifteen
 * entries: no module-level index, so bundles that only need `serviceCategories` (the home page's
 * client code) can leave the full content out.
 */
export function getService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
