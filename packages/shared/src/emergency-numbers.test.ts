import { describe, expect, it } from "vitest";
import { emergencyNumbersFor as emergencyNumbers, localesOfAcceptLanguage, regionOf } from "./emergency-numbers.ts";

describe("emergencyNumbers", () => {
  it.each([
    [["en-US"], ["911"]],
    [["en-CA"], ["911"]],
    [["en-GB"], ["999"]],
    [["en-AU"], ["000"]],
    [["en-NZ"], ["111"]],
    [["hi-IN"], ["112"]],
    [["de-DE"], ["112"]],
    [["fr"], ["112"]],
  ])("gives the number of the locale's region (%j)", (locales, numbers) => {
    expect(emergencyNumbers(locales)).toEqual(numbers);
  });

  it("takes the first locale with a known region", () => {
    expect(emergencyNumbers(["xx", "en-GB", "en-US"])).toEqual(["999"]);
  });

  it("names 911, 999 and 112 when no region is known", () => {
    expect(emergencyNumbers([])).toEqual(["911", "999", "112"]);
    expect(emergencyNumbers(["not a locale!"])).toEqual(["911", "999", "112"]);
  });

  it("reads a region from a bare language by its likely subtags", () => {
    expect(regionOf("de")).toBe("DE");
    expect(regionOf("!!")).toBeNull();
  });

  it("reads the locales of an Accept-Language header by preference", () => {
    expect(localesOfAcceptLanguage("en-GB,en;q=0.8,de;q=0.9")).toEqual(["en-GB", "de", "en"]);
    expect(localesOfAcceptLanguage("*")).toEqual([]);
    expect(localesOfAcceptLanguage(undefined)).toEqual([]);
    expect(emergencyNumbers(localesOfAcceptLanguage("en-AU,en;q=0.9"))).toEqual(["000"]);
  });
});
