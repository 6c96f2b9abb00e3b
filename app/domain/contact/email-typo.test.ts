import { describe, expect, it } from "vitest";
import { suggestEmail } from "./email-typo";

describe("suggestEmail", () => {
  it.each([
    ["zoe.lemaitre@gmial.com", "zoe.lemaitre@gmail.com"],
    ["zoe.lemaitre@gmail.con", "zoe.lemaitre@gmail.com"],
    ["Zoe.Lemaitre@GMAIL.CMO", "Zoe.Lemaitre@gmail.com"],
    ["paul@gmaill.com", "paul@gmail.com"],
    ["paul@hotmial.fr", "paul@hotmail.fr"],
    ["paul@hotmaill.con", "paul@hotmail.com"],
    ["paul@outlok.fr", "paul@outlook.fr"],
    ["paul@yahoo.frr", "paul@yahoo.fr"],
    ["paul@yaho.fr", "paul@yahoo.fr"],
    ["paul@icloud.cm", "paul@icloud.com"],
    ["paul@orange.fe", "paul@orange.fr"],
    ["paul@wanadoo.ff", "paul@wanadoo.fr"],
    ["paul@laposte.nt", "paul@laposte.net"],
    ["paul@free.frr", "paul@free.fr"],
    ["paul@gmx.con", "paul@gmx.com"],
    ["paul@protonn.me", "paul@proton.me"],
    ["paul@societe-durand.con", "paul@societe-durand.com"],
    ["paul@societe-durand.comm", "paul@societe-durand.com"],
    ["paul@cabinet.frr", "paul@cabinet.fr"],
  ])("suggests the provider's domain for %s", (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    // The providers themselves, each spelled right.
    "zoe@gmail.com",
    "zoe@hotmail.fr",
    "zoe@outlook.com",
    "zoe@yahoo.fr",
    "zoe@icloud.com",
    "zoe@orange.fr",
    "zoe@free.fr",
    "zoe@wanadoo.fr",
    "zoe@sfr.fr",
    "zoe@laposte.net",
    "zoe@live.fr",
    "zoe@me.com",
    "zoe@mac.com",
    "zoe@gmx.de",
    "zoe@proton.me",
    "zoe@mail.com",
    "zoe@googlemail.com",
    // Companies and other real domains, close to a provider or not.
    "zoe@cloud.com",
    "zoe@mi.com",
    "zoe@gmx.es",
    "zoe@orange.com",
    "zoe@laposte.fr",
    "zoe@sncf.fr",
    "zoe@hotel-negresco.com",
    "zoe@riviera-chauffeur.fr",
    "zoe@example.co",
    "zoe@durand.cm",
    "zoe@me.co",
  ])("leaves %s alone", (address) => {
    expect(suggestEmail(address)).toBeNull();
  });
});
