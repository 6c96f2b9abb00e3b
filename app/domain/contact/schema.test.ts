import { describe, expect, it } from "vitest";
import { dictionary } from "~/i18n/dictionary";
import { CONTACT_LIMITS, contactSchema, isPhoneNumber, parseContact } from "./schema";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+33 6 12 34 56 78",
  message: "Bonjour, je souhaite réserver un transfert vers Monaco.",
};

describe("contact schema", () => {
  it("accepts a complete message and trims the fields", () => {
    const result = parseContact({ ...valid, name: "  Ada Lovelace ", email: " ada@example.com  " }, "fr");
    expect(result).toEqual({ ok: true, data: { ...valid } });
  });

  it("refuses control characters in the message, in the visitor's language, and keeps line breaks", () => {
    for (const bad of ["Bonjour\u0000 Monaco", "Bonjour \u001b[31m Monaco", "Bonjour\u007f Monaco"]) {
      expect(parseContact({ ...valid, message: bad }, "fr")).toMatchObject({
        ok: false,
        errors: { message: dictionary("fr").pages.contact.errors["message.invalid"] },
      });
      expect(parseContact({ ...valid, message: bad }, "en")).toMatchObject({
        errors: { message: dictionary("en").pages.contact.errors["message.invalid"] },
      });
    }
    expect(parseContact({ ...valid, name: "Ada\u0000" }, "en")).toMatchObject({
      errors: { name: dictionary("en").pages.contact.errors["name.invalid"] },
    });
    expect(parseContact({ ...valid, message: "Bonjour,\r\n\tdeux lignes\nvers Monaco." }, "fr").ok).toBe(
      true,
    );
  });

  it("stores an empty phone as null", () => {
    for (const phone of ["", "   ", undefined]) {
      const result = parseContact({ ...valid, phone }, "en");
      expect(result.ok && result.data.phone).toBeNull();
    }
  });

  it("reports every missing required field, in the visitor's language", () => {
    const fr = parseContact({}, "fr");
    expect(fr).toMatchObject({
      ok: false,
      errors: {
        name: "Veuillez indiquer votre nom.",
        email: "Veuillez indiquer votre adresse e-mail.",
        message: "Veuillez écrire votre message.",
      },
    });
    expect(fr.ok || fr.errors.phone).toBeUndefined();
    const en = parseContact({ name: " ", email: "", message: "\n" }, "en");
    expect(en).toMatchObject({
      ok: false,
      errors: {
        name: "Please enter your name.",
        email: "Please enter your email address.",
        message: "Please write your message.",
      },
    });
  });

  it.each([
    ["name", "x".repeat(CONTACT_LIMITS.nameMax + 1), "name.tooLong"],
    ["name", "x".repeat(10_000), "name.tooLong"],
    ["name", "<script>alert(1)</script>", "name.invalid"],
    ["name", "Ada\nLovelace", "name.invalid"],
    ["email", "ada@example", "email.invalid"],
    ["email", "not an e-mail", "email.invalid"],
    ["email", `${"a".repeat(250)}@example.com`, "email.tooLong"],
    ["phone", "12345", "phone.invalid"],
    ["phone", "+33 6 12 34 56 78 90 12", "phone.invalid"],
    ["phone", "06-12-AB-56-78", "phone.invalid"],
    ["phone", "------", "phone.invalid"],
    ["phone", "33+612345678", "phone.invalid"],
    ["phone", "06 12 34 56 7", "phone.invalid"],
    ["phone", "+33 6 12 34 56 7", "phone.invalid"],
    ["message", "Trop bref", "message.tooShort"],
    ["message", "x".repeat(CONTACT_LIMITS.messageMax + 1), "message.tooLong"],
  ] as const)("%s of %#: %s", (field, value, code) => {
    for (const lang of ["fr", "en"] as const) {
      const result = parseContact({ ...valid, [field]: value }, lang);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.errors).toEqual({ [field]: dictionary(lang).pages.contact.errors[code] });
      }
    }
  });

  it.each([
    "+33 6 12 34 56 78",
    "06 12 34 56 78",
    "06.12.34.56.78",
    "+41 22 345 67 89",
    "+1 (212) 555-0100",
    "0612345678",
  ])("accepts the phone number %j", (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
    expect(parseContact({ ...valid, phone }, "fr").ok).toBe(true);
  });

  it("accepts the limits exactly", () => {
    const result = parseContact(
      {
        ...valid,
        name: "x".repeat(CONTACT_LIMITS.nameMax),
        message: "y".repeat(CONTACT_LIMITS.messageMax),
      },
      "fr",
    );
    expect(result.ok).toBe(true);
    expect(parseContact({ ...valid, message: "1234567890" }, "fr").ok).toBe(true);
  });

  it("keeps markup in the message as plain text", () => {
    const message = "<b>Hello</b> <script>alert('x')</script> & welcome";
    const result = parseContact({ ...valid, message }, "en");
    expect(result.ok && result.data.message).toBe(message);
  });

  it("reads anything that is not a string as empty", () => {
    const result = contactSchema.safeParse({ ...valid, name: 42, phone: new Blob(["x"]) });
    expect(result.success).toBe(false);
    const parsed = parseContact({ ...valid, name: ["a"], phone: {} }, "fr");
    expect(parsed).toMatchObject({
      ok: false,
      errors: { name: dictionary("fr").pages.contact.errors["name.required"] },
    });
  });

  it("gives the typed values back, cut a little above the limits", () => {
    const parsed = parseContact({ ...valid, name: "x".repeat(10_000), email: "bad" }, "fr");
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.values.name.length).toBe(CONTACT_LIMITS.nameMax + 100);
      expect(parsed.values.email).toBe("bad");
      expect(parsed.values.message).toBe(valid.message);
    }
  });

  it("has a distinct message in each language for every issue", () => {
    const [fr, en] = [dictionary("fr").pages.contact.errors, dictionary("en").pages.contact.errors];
    for (const key of Object.keys(fr) as (keyof typeof fr)[]) expect(en[key]).not.toBe(fr[key]);
  });
});
