import { describe, expect, it } from "vitest";
import {
  containsPattern,
  escapeLike,
  foldForSearch,
  frenchNational,
  isIsoDate,
  messageSearch,
  pageCount,
  parseMessageFilters,
  parseReservationFilters,
  parseTab,
  phoneSearchDigits,
  reservationSearch,
  SEARCH_ACCENTED,
  SEARCH_PLAIN,
  safeNext,
} from "./filters";

const params = (query: string) => new URLSearchParams(query);

describe("admin list filters", () => {
  it("reads defaults from an empty address", () => {
    expect(parseReservationFilters(params(""))).toEqual({
      status: undefined,
      dateField: "trip",
      from: undefined,
      to: undefined,
      q: undefined,
      sort: "created",
      page: 1,
    });
    expect(parseTab(params(""))).toBe("reservations");
    expect(parseTab(params("tab=messages"))).toBe("messages");
  });

  it("reads every filter and ignores malformed values", () => {
    expect(
      parseReservationFilters(
        params(
          "status=confirmed&dateField=created&from=2027-05-01&to=2027-05-31&q=%20Nice%20&sort=trip&page=3",
        ),
      ),
    ).toEqual({
      status: "confirmed",
      dateField: "created",
      from: "2027-05-01",
      to: "2027-05-31",
      q: "Nice",
      sort: "trip",
      page: 3,
    });
    const bad = parseReservationFilters(params("status=lost&from=2027-02-30&to=tomorrow&page=-2&q="));
    expect(bad).toMatchObject({ status: undefined, from: undefined, to: undefined, page: 1, q: undefined });
    expect(parseReservationFilters(params(`q=${"a".repeat(500)}`)).q).toHaveLength(100);
    // A NUL or another control character in a crafted link is dropped, never sent to the database.
    expect(parseReservationFilters(params("q=%00")).q).toBeUndefined();
    expect(parseMessageFilters(params("q=Ni%00ce%1B")).q).toBe("Nice");
    expect(parseMessageFilters(params("state=handled&page=2"))).toEqual({
      state: "handled",
      q: undefined,
      page: 2,
    });
  });

  it("writes addresses back without defaults", () => {
    const filters = parseReservationFilters(params("status=new&q=Léa&page=2"));
    expect(reservationSearch(filters)).toBe("?status=new&q=L%C3%A9a&page=2");
    expect(reservationSearch(parseReservationFilters(params("")))).toBe("");
    expect(messageSearch({ state: "open", page: 1 })).toBe("?tab=messages&state=open");
  });

  it("checks calendar dates", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2027-13-01")).toBe(false);
  });

  it("escapes LIKE wildcards typed by the user", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
    expect(containsPattern("50%")).toBe("%50\\%%");
  });

  it("folds a typed query the way the database folds the columns: no accents, ligatures spelt out", () => {
    expect([...SEARCH_ACCENTED]).toHaveLength([...SEARCH_PLAIN].length);
    expect(SEARCH_PLAIN).toMatch(/^[a-z]+$/);
    expect(foldForSearch("Séméria")).toBe("semeria");
    expect(foldForSearch("Jean-François Lefèvre")).toBe("jean-francois lefevre");
    expect(foldForSearch("ÈZE, Côte d’Azur")).toBe("eze, cote d’azur");
    expect(foldForSearch("Œuvre Müßig Ålesund Łódź")).toBe("oeuvre mussig alesund lodz");
    // Typed decomposed (e + combining accent) it is the same word.
    expect(foldForSearch("Se\u0301me\u0301ria")).toBe("semeria");
    expect(foldForSearch("50% off_")).toBe("50% off_");
  });

  it("counts pages", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(pageCount(10_000)).toBe(200);
  });
});

describe("safeNext", () => {
  it.each([
    [null, "/admin"],
    ["/admin", "/admin"],
    ["/admin?tab=messages", "/admin?tab=messages"],
    ["/admin/reservations/abc", "/admin/reservations/abc"],
    ["/administrator", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["/admin\\@evil.example", "/admin"],
    ["/", "/admin"],
    ["/admin/../contact", "/admin"],
  ])("%j → %j", (input, expected) => {
    expect(safeNext(input)).toBe(expected);
  });
});

describe("phone numbers searched", () => {
  it("reads +33 and 0033 as 0 and ignores spaces, dots, dashes and brackets", () => {
    expect(phoneSearchDigits("+33612345678")).toBe("0612345678");
    expect(phoneSearchDigits("+33 (0)6 12 34 56 78")).toBe("0612345678");
    expect(phoneSearchDigits("0033 6 12 34 56 78")).toBe("0612345678");
    expect(phoneSearchDigits("06.12.34.56.78")).toBe("0612345678");
    expect(phoneSearchDigits("06-12-34")).toBe("061234");
    expect(phoneSearchDigits("+44 7700 900123")).toBe("447700900123");
    expect(frenchNational("+33 6 12 34 56 78")).toBe("06 12 34 56 78");
  });

  it("is not a phone search for words or fewer than four digits", () => {
    expect(phoneSearchDigits("RC-123456")).toBeNull();
    expect(phoneSearchDigits("061")).toBeNull();
    expect(phoneSearchDigits("Nice 0612")).toBeNull();
  });
});
