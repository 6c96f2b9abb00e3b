/** The contact form's limits, messages and field names, without zod (the browser imports these). */
export type ContactLang = "fr" | "en";

export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const CONTACT_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  phoneMin: 6,
  phoneMax: 20,
  messageMin: 10,
  messageMax: 5000,
} as const;

export type ContactIssue =
  | "name.required"
  | "name.tooLong"
  | "name.invalid"
  | "email.required"
  | "email.tooLong"
  | "email.invalid"
  | "phone.invalid"
  | "message.required"
  | "message.tooShort"
  | "message.tooLong"
  | "message.invalid";

export const CONTACT_ERRORS: Record<ContactLang, Record<ContactIssue, string>> = {
  fr: {
    "name.required": "Veuillez indiquer votre nom.",
    "name.tooLong": `Le nom ne peut pas dépasser ${CONTACT_LIMITS.nameMax} caractères.`,
    "name.invalid": "Le nom ne peut pas contenir les caractères < ou >, ni de retour à la ligne.",
    "email.required": "Veuillez indiquer votre adresse e-mail.",
    "email.tooLong": `L'adresse e-mail ne peut pas dépasser ${CONTACT_LIMITS.emailMax} caractères.`,
    "email.invalid": "Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.",
    "phone.invalid":
      "Veuillez saisir un numéro de téléphone valide (6 à 20 caractères), par exemple +33 6 12 34 56 78.",
    "message.required": "Veuillez écrire votre message.",
    "message.tooShort": `Votre message doit contenir au moins ${CONTACT_LIMITS.messageMin} caractères.`,
    "message.tooLong": "Votre message ne peut pas dépasser 5 000 caractères.",
    "message.invalid":
      "Votre message contient des caractères de contrôle invisibles (par exemple NUL) : retirez-les puis renvoyez-le.",
  },
  en: {
    "name.required": "Please enter your name.",
    "name.tooLong": `Your name cannot be longer than ${CONTACT_LIMITS.nameMax} characters.`,
    "name.invalid": "Your name cannot contain the characters < or >, or a line break.",
    "email.required": "Please enter your e-mail address.",
    "email.tooLong": `Your e-mail address cannot be longer than ${CONTACT_LIMITS.emailMax} characters.`,
    "email.invalid": "Please enter a valid e-mail address, for example name@example.com.",
    "phone.invalid": "Please enter a valid phone number (6 to 20 characters), for example +44 20 7946 0000.",
    "message.required": "Please write your message.",
    "message.tooShort": `Your message must be at least ${CONTACT_LIMITS.messageMin} characters long.`,
    "message.tooLong": "Your message cannot be longer than 5,000 characters.",
    "message.invalid":
      "Your message contains invisible control characters (such as NUL): remove them and send it again.",
  },
};

/** Digits, spaces, dots, dashes and parentheses, with an optional leading "+". */
const PHONE_PATTERN = /^\+?[0-9 .()-]+$/;
/** A phone number as people write it: +33 6 12 34 56 78, 06 12 34 56 78, (022) 345 67 89... */
export function isPhoneNumber(value: string): boolean {
  return (
    value.length >= CONTACT_LIMITS.phoneMin &&
    value.length <= CONTACT_LIMITS.phoneMax &&
    PHONE_PATTERN.test(value) &&
    value.replace(/[^0-9]/g, "").length >= CONTACT_LIMITS.phoneMin
  );
}

/** Markup or control characters have no place in a name (a message may hold line breaks). */
