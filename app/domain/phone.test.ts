import { describe, expect, it } from "vitest";
import { internationalDigits, isPhoneNumber, smsHref, telHref, whatsappHref } from "./phone";

describe("the site's phone rule", () => {
  it.each([
    "06 12 34 56 78",
    "0612345678",
    "04.93.00.00.00",
    "(04) 93 00 00 00",
    "+33 6 12 34 56 78",
    "+33612345678",
    "+33 (0)6 12 34 56 78",
    "+33 06 12 34 56 78",
    "0033 6 12 34 56 78",
    "0033 (0)6 12 34 56 78",
    "+377 93 15 20 00",
    "00377 93 15 20 00",
    "+377 6 12 34 56 78",
    "+41 22 345 67 89",
    "+44 20 7946 0000",
    "0044 20 7946 0000",
    "+39 (02) 1234-5678",
    "+1 (212) 555-0100",
    "+86 138 0013 8000",
    // A visitor's own national way: a British mobile (11 digits), a German one (12).
    "07700 900123",
    "0151 23456789",
  ])("accepts %j", (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each([
    ["06 12 34 56 7", "a French number one digit short"],
    ["0 6 12 34 56", "a national number of 9 digits"],
    ["06 12 34 56 78 90 1", "a national number of 13 digits"],
    ["+33 6 12 34 56 7", "+33 and 8 digits"],
    ["+33 6 12 34 56 78 9", "+33 and 10 digits"],
    ["+33 (0)6 12 34 56 7", "+33 (0) and 8 digits"],
    ["+33 0 12 34 56 78", "+33 and a 0 in place of a digit"],
    ["0033 6 12 34 56 7", "0033 and 8 digits"],
    ["+377 93 15 20 0", "Monaco and 7 digits"],
    ["+377 93 15 20 00 0", "Monaco, 9 digits not a mobile"],
    ["+377 6 12 34 56 78 9", "Monaco and 10 digits"],
    ["+44 20 7946 0000 0000", "16 digits"],
    ["12345", "5 digits"],
    ["33+612345678", "a plus inside"],
    ["06-12-AB-56-78", "letters"],
    ["------", "no digit"],
    ["", "nothing"],
  ])("refuses %j (%s)", (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});

describe("a number's international digits, for wa.me and sms: links", () => {
  it.each([
    ["06 12 34 56 78", "33612345678"],
    ["+33 6 12 34 56 78", "33612345678"],
    ["+33 (0)6 12 34 56 78", "33612345678"],
    ["0033 6 12 34 56 78", "33612345678"],
    ["+377 6 12 34 56 78", "377612345678"],
    ["00377 93 15 20 00", "37793152000"],
    ["+44 20 7946 0000", "442079460000"],
    ["+1 (212) 555-0100", "12125550100"],
    ["07700 900123", "07700900123"],
  ])("%j → %j", (phone, digits) => {
    expect(internationalDigits(phone)).toBe(digits);
  });
});

describe("links that dial or write to a number", () => {
  it.each([
    ["+33 6 55 44 33 22", "tel:+33655443322"],
    ["+33 (0)6 55-44-33-22", "tel:+33655443322"],
    ["0044 20 7946 0000", "tel:+442079460000"],
    ["06.12.34.56.78", "tel:0612345678"],
    ["07700 900123", "tel:07700900123"],
  ])("tel: %j → %j", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it("opens WhatsApp and SMS with the country code and the message encoded", () => {
    expect(whatsappHref("33612345678")).toBe("https://wa.me/33612345678");
    expect(whatsappHref("06 12 34 56 78", "Bonjour & à demain ?")).toBe(
      "https://wa.me/33612345678?text=Bonjour%20%26%20%C3%A0%20demain%20%3F",
    );
    expect(smsHref("+33 (0)6 12 34 56 78", "Départ 08:30")).toBe(
      "sms:+33612345678?body=D%C3%A9part%2008%3A30",
    );
  });
});
