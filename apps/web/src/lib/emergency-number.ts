// The emergency telephone number by region, the one table of it in the web app: the emergency
// banner's tap-to-call link reads it. Regions are ISO 3166 codes as `Intl.Locale` gives them.
// Add a region here to change its number; anything not listed gets the fallback.

const BY_REGION: Record<string, string> = {
  US: "911", CA: "911", MX: "911", PR: "911", PH: "911", AR: "911",
  GB: "999", HK: "999", MY: "999",
  AU: "000",
  NZ: "111",
  IN: "112",
  JP: "119", KR: "119", TW: "119",
  CN: "120",
  BR: "192",
  SG: "995",
  IL: "101",
  ZA: "112",
};

// The European emergency number 112 works in every EU and EEA country, Switzerland and beyond.
const EUROPE_112 = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT", "NL",
  "PL", "PT", "RO", "SK", "SI", "ES", "SE", "IS", "LI", "NO", "CH", "TR", "UA", "RS",
];
for (const region of EUROPE_112) BY_REGION[region] = "112";

/** Numbers offered when the region is unknown: 112 works on most mobile networks, 911 in North America. */
export const FALLBACK_EMERGENCY_NUMBERS = ["112", "911"] as const;

/** The region of a locale tag (`en-GB` -> GB, `de` -> DE by likely subtags), or null. */
export function regionOf(locale: string): string | null {
  try {
    return new Intl.Locale(locale).maximize().region ?? null;
  } catch {
    return null;
  }
}

/**
 * The emergency numbers to offer for the browser's locales (`navigator.languages`), most likely
 * first: the first locale with a known region decides; otherwise the fallback pair.
 */
export function emergencyNumbers(locales: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages ?? [navigator.language]): string[] {
  for (const locale of locales) {
    const region = regionOf(locale);
    const number = region ? BY_REGION[region] : undefined;
    if (number) return [number];
  }
  return [...FALLBACK_EMERGENCY_NUMBERS];
}
