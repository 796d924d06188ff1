import { describe, expect, it } from "vitest";
import { listInWords } from "./list-in-words.ts";

describe("listInWords", () => {
  it("joins with commas and the conjunction before the last item", () => {
    expect(listInWords([], "and")).toBe("");
    expect(listInWords(["911"], "or")).toBe("911");
    expect(listInWords(["911", "999"], "or")).toBe("911 or 999");
    expect(listInWords(["a number", "a capital letter", "8 characters"], "and")).toBe("a number, a capital letter and 8 characters");
  });
});
