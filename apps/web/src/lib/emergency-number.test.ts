import { describe, expect, it } from "vitest";
import { emergencyNumbers, regionOf } from "./emergency-number";

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

  it("offers 112 and 911 when no region is known", () => {
    expect(emergencyNumbers([])).toEqual(["112", "911"]);
    expect(emergencyNumbers(["not a locale!"])).toEqual(["112", "911"]);
  });

  it("reads a region from a bare language by its likely subtags", () => {
    expect(regionOf("de")).toBe("DE");
    expect(regionOf("!!")).toBeNull();
  });
});
