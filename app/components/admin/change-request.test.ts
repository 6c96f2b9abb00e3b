import { describe, expect, it } from "vitest";
import { FOLLOW_STAFF_TEXT, LANGUAGE_LABELS } from "~/i18n/staff";

describe("the change request card's texts", () => {
  it("names the client's language in lower case inside the sentence, as French writes it", () => {
    // The card is given the language's label ("Français"), as the page shows it elsewhere.
    expect(FOLLOW_STAFF_TEXT.messageHint(LANGUAGE_LABELS.fr)).toBe(
      "Écrit tel quel dans l’e-mail, en français.",
    );
    expect(FOLLOW_STAFF_TEXT.messageHint(LANGUAGE_LABELS.en)).toBe(
      "Écrit tel quel dans l’e-mail, en anglais.",
    );
  });
});
