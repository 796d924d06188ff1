// Durations travel short in the API ("4-72 hr", "30 min", "continuous") and long in the form
// ("4-72 hours"), spec section 3. Only the unit words change, so free text survives both ways.

const LONG_TO_SHORT: [RegExp, string][] = [
  [/\b(hours?|hrs?)\b/gi, "hr"],
  [/\b(minutes?|mins?)\b/gi, "min"],
  [/\b(seconds?|secs?)\b/gi, "sec"],
];
const SHORT_TO_LONG: Record<string, [string, string]> = {
  hr: ["hour", "hours"],
  min: ["minute", "minutes"],
  sec: ["second", "seconds"],
};

/** Form duration to API duration: hours -> hr, minutes -> min, seconds -> sec. */
export function shortenDuration(duration: string): string {
  return LONG_TO_SHORT.reduce((s, [re, short]) => s.replace(re, short), duration);
}

/** API duration to form duration: hr -> hours (hour after a lone 1), and so on. */
export function expandDuration(duration: string): string {
  return duration.replace(/\b(?:hr|min|sec)\b/g, (unit: string, offset: number, whole: string) => {
    const [one, many] = SHORT_TO_LONG[unit]!;
    // "1 hr" is one hour; "0-1 hr" and "1.5 hr" stay plural.
    return /(^|[^\d.-])1\s*$/.test(whole.slice(0, offset)) ? one : many;
  });
}
