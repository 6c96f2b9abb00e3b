import { describe, expect, it } from "vitest";
import { buttonClass } from "./button";

describe("buttonClass", () => {
  it("keeps a label on one line unless the caller lets it wrap", () => {
    const classes = (className?: string) => buttonClass({ className }).split(" ");
    expect(classes()).toContain("whitespace-nowrap");
    expect(classes("mt-6")).toContain("whitespace-nowrap");
    // Both utilities in one class list: the stylesheet's order would pick no-wrap, whatever the caller asked.
    expect(classes("mt-6 whitespace-normal text-center")).not.toContain("whitespace-nowrap");
    expect(classes("whitespace-normal")).toContain("whitespace-normal");
  });
});
