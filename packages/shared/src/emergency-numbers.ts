// The emergency telephone number by region: the one table of it (issue 15 item 2). The web app's
// tap-to-call link and the assistant's emergency line both read it, so they name the same numbers.
// Regions are ISO 3166 codes as `Intl.Locale` gives them; add a region here to change its number.

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

/** Numbers named when the region is unknown: 911 in North America, 999 in the UK, 112 on most mobile networks. */
export const FALLBACK_EMERGENCY_NUMBERS: readonly string[] = ["911", "999", "112"];

/** The region of a locale tag (`en-GB` -> GB, `de` -> DE by likely subtags), or null. */
export function regionOf(locale: string): string | null {
  try {
    return new Intl.Locale(locale).maximize().region ?? null;
  } catch {
    return null;
  }
}

/** The emergency numbers for a list of locales, most preferred first: the first with a known region decides; else the fallback. */
export function emergencyNumbersFor(locales: readonly string[]): string[] {
  for (const locale of locales) {
    const region = regionOf(locale);
    const number = region ? BY_REGION[region] : undefined;
    if (number) return [number];
  }
  return [...FALLBACK_EMERGENCY_NUMBERS];
}

/** The locales of an HTTP Accept-Language header, most preferred first ("en-GB,en;q=0.8" -> ["en-GB", "en"]). */
export function localesOfAcceptLanguage(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(params.find((p) => p.trim().startsWith("q="))?.trim().slice(2) ?? "1");
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((l) => l.tag !== "" && l.tag !== "*" && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}
