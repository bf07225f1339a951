/**
 * Intl formatters, each built once per locale and options: building one costs far more than using it (a list of 50
 * amounts built 50 — on a phone, tens of milliseconds of a screen's first render). Ask for one where it is used, never
 * at a module's top level: the first one a page builds loads the locale and time-zone data (~20 ms on a phone), and
 * at the top level that happens while the app's code is evaluated, in the start-up's longest task.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function memo<F>(cache: Map<string, F>, locale: string | undefined, options: object | undefined, build: () => F): F {
  const key = `${locale ?? ""}|${options ? JSON.stringify(options) : ""}`;
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

export const numberFormat = (locale?: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  memo(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale?: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  memo(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
