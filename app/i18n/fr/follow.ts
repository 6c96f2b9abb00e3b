import type { Status } from "~/domain/admin/status";
import type { ReservedCrews } from "~/domain/follow";

export const follow = {
  meta: {
    title: "Votre demande",
    description: "Votre page privée : l’état de votre demande, son annulation ou une modification.",
  },
  eyebrow: "Votre page privée",
  title: (ref: string) => `Votre demande ${ref}`,
  privateNote: "Ce lien vous est personnel : ne le transmettez pas.",
  statusLabel: "État",
  statuses: {
    new: "En cours de traitement",
    quoted: "Devis à accepter",
    confirmed: "Confirmée",
    completed: "Trajet effectué",
    cancelled: "Annulée",
    declined: "Non assurée",
  } satisfies Record<Status, string>,
  statusTexts: {
    new: "Nous vérifions la disponibilité d’un chauffeur et d’un véhicule. Vous recevez la confirmation et le prix final par e-mail.",
    quoted:
      "Nous vous avons envoyé un devis. Acceptez-le ci-dessous pour confirmer la réservation à ce prix.",
    confirmed: "Votre chauffeur est réservé. Nous vous attendons à l’heure convenue.",
    completed: "Merci d’avoir voyagé avec nous.",
    cancelled: "Ce trajet est annulé.",
    declined:
      "Nous n’avons pas pu assurer ce trajet. Pour une autre date ou une autre heure, contactez-nous.",
  } satisfies Record<Status, string>,
  /** The confirmed status, when the client booked for someone else (decision 043). */
  confirmedFor: (guest: string) => `Votre chauffeur est réservé. Nous attendons ${guest} à l’heure convenue.`,
  tripTitle: "Votre trajet",
  reference: "Référence",
  departure: "Départ",
  arrival: "Arrivée",
  when: "Date et heure",
  party: "Passagers et bagages",
  flight: "Vol ou train",
  estimate: "Prix estimé",
  finalPrice: "Prix confirmé",
  pickupTitle: "Prise en charge",
  driver: "Votre chauffeur",
  driverPhone: "Téléphone du chauffeur",
  vehicle: "Véhicule",
  meetingPoint: "Point de rendez-vous",
  /** A trip in several vehicles (decision 037): each one's chauffeur and the vehicle. */
  vanDriver: (n: number) => `Chauffeur du véhicule ${n}`,
  van: (n: number) => `Véhicule ${n}`,
  notAssignedYet: "Le nom de votre chauffeur et le véhicule vous seront communiqués avant le départ.",
  cancelTitle: "Annuler",
  cancelFreeUntil: (when: string) => `Vous pouvez annuler sans frais jusqu’au ${when} (heure de Paris).`,
  cancelAction: "Annuler ma demande",
  cancelConfirmTitle: "Confirmer l’annulation",
  /**
   * What cancelling gives up: the chauffeurs or the vehicles only once they are reserved for the
   * client, in the singular or the plural as they are counted (one crew per van, decision 037).
   */
  cancelConfirmText: {
    request: "Votre demande sera annulée sans frais. Cette action est définitive.",
    booking: "Votre réservation sera annulée sans frais. Cette action est définitive.",
    reserved: ({ drivers, vehicles }: ReservedCrews): string => {
      const chauffeurs = drivers > 1 ? "les chauffeurs" : "le chauffeur";
      const cars = vehicles > 1 ? "les véhicules" : "le véhicule";
      const what = drivers && vehicles ? `${chauffeurs} et ${cars}` : drivers ? chauffeurs : cars;
      const released =
        (drivers && vehicles) || drivers > 1 || vehicles > 1
          ? "prévus pour vous seront libérés"
          : "prévu pour vous sera libéré";
      return `Votre réservation sera annulée sans frais\u00a0; ${what} ${released}. Cette action est définitive.`;
    },
  },
  cancelConfirm: "Oui, annuler sans frais",
  cancelKeep: "Non, garder ma demande",
  cancelTooLate: (when: string) =>
    `L’annulation gratuite était possible jusqu’au ${when} (heure de Paris). Le départ est désormais trop proche pour annuler en ligne : selon nos conditions, une partie ou la totalité du prix peut être due.`,
  /** The free cancellation had ended before the request was made, or before it was confirmed. */
  cancelLate: (late: "booked" | "confirmed"): string =>
    late === "booked"
      ? "Vous avez réservé ce trajet moins de 48\u00a0h avant le départ\u00a0: l’annulation gratuite ne s’applique donc pas."
      : "Votre réservation a été confirmée moins de 48\u00a0h avant le départ\u00a0: l’annulation gratuite ne s’applique donc pas.",
  /** What cancelling costs now, under the terms: 50 % until 24 h before departure, then the full amount. */
  cancelCost: {
    half: "Selon nos conditions, une annulation coûte 50\u202f% du prix jusqu’à 24\u00a0h avant le départ, puis le montant total.",
    full: "Selon nos conditions, à moins de 24\u00a0h du départ, le montant total est dû en cas d’annulation.",
  },
  cancelTooLateCall:
    "Pour annuler ou modifier votre trajet maintenant, appelez-nous : nous trouverons la meilleure solution.",
  cancelled: "Votre trajet est annulé, sans frais. Un e-mail de confirmation vous a été envoyé.",
  changeTitle: "Demander une modification",
  changeText:
    "Une autre heure, un passager de plus, un vol différent ? Décrivez la modification : nous vous répondons par e-mail.",
  changeLabel: "La modification souhaitée",
  changeHint: "Votre trajet reste tel quel tant que nous n’avons pas accepté la modification.",
  changeSubmit: "Envoyer ma demande",
  changeSent: "Votre demande de modification nous est parvenue. Nous vous répondons par e-mail.",
  changePending: (when: string) => `Votre demande de modification du ${when}, en attente de notre réponse :`,
  changeEmpty: "Décrivez la modification souhaitée.",
  changeTooLong: (max: number) => `${max} caractères au plus.`,
  closedText: "Cette demande est close : elle ne peut plus être annulée ni modifiée en ligne.",
  contactTitle: "Nous joindre",
  call: "Appeler",
  whatsapp: "WhatsApp",
  whatsappAbout: (ref: string) => `Bonjour, au sujet de ma demande ${ref} : `,
  errors: {
    closed: "Cette demande est close : elle ne peut plus être annulée en ligne.",
    tooLate: "Le délai d’annulation gratuite est passé : appelez-nous pour annuler ou modifier votre trajet.",
    rateLimited: "Trop de tentatives en peu de temps. Réessayez dans quelques minutes.",
    failed: "Votre demande n’a pas pu être enregistrée. Réessayez dans un instant, ou appelez-nous.",
    invalid: "Action inconnue.",
    quoteAccepted: "Ce devis est déjà accepté\u00a0: votre réservation est confirmée.",
    quoteClosed:
      "Ce devis ne peut plus être accepté\u00a0: la demande a changé entre-temps. Appelez-nous, nous vous dirons où elle en est.",
    quoteExpired:
      "Ce devis n’est plus valable. Écrivez-nous ou appelez-nous\u00a0: nous vous en proposerons un nouveau.",
  },
  /** The office's quote, accepted from this page (decision 028). */
  quote: {
    title: "Notre devis",
    text: "Voici le prix que nous vous proposons pour ce trajet, toutes taxes comprises.",
    price: "Prix proposé",
    validUntil: "Valable jusqu’au",
    /** A quote valid through a whole day (domain/quote.ts, quoteValidity). */
    throughDay: (day: string) => `${day} inclus`,
    accept: "Accepter le devis",
    accepting: "Confirmation…",
    acceptNote:
      "En acceptant, vous confirmez la réservation à ce prix\u00a0; vous recevez aussitôt la confirmation par e-mail. Le règlement se fait auprès du chauffeur.",
    accepted:
      "Merci\u00a0! Vous avez accepté le devis\u00a0: votre réservation est confirmée, la confirmation vous attend dans votre boîte e-mail.",
    expired: (when: string) =>
      `Ce devis n’était valable que jusqu’au ${when}. Écrivez-nous ou appelez-nous\u00a0: nous vous en proposerons un nouveau.`,
  },
  unknown: {
    meta: { title: "Lien inconnu", description: "Ce lien ne correspond à aucune demande." },
    title: "Ce lien ne correspond à aucune demande",
    text: "Vérifiez que l’adresse est complète, telle qu’elle figure dans notre e-mail. Sinon, appelez-nous avec votre référence : nous vous aidons volontiers.",
  },
  expired: {
    meta: { title: "Lien expiré", description: "Ce lien a expiré après le trajet." },
    title: "Ce lien a expiré",
    text: "Ce lien privé n’est plus valable une fois le trajet passé. Pour toute question sur ce trajet, appelez-nous ou répondez à notre e-mail.",
  },
  home: "Retour à l’accueil",
  book: "Demander un autre trajet",
};

/** The client's private follow-up page (/suivi/<token>, decision 021). */
export type FollowTexts = typeof follow;
