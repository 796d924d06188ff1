// `toLocale*String` builds a new Intl formatter on every call; a page that formats a date per
// message or per calendar day paid for it each time (~180 ms of a conversation page's first render
// on a 4x-slowed phone CPU, issue 18). A formatter is made once, on first use, and kept.

/** A function formatting dates with `options` in `locale` (the browser's when omitted), its Intl formatter made on first call. */
export function dateFormatter(options: Intl.DateTimeFormatOptions, locale?: string): (date: Date) => string {
  let made: Intl.DateTimeFormat | undefined;
  return (date) => (made ??= new Intl.DateTimeFormat(locale, options)).format(date);
}
