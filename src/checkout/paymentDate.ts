import { serverText } from './format';

// A receipt's date: only the outcome's screen writes one, and its chunk brings this module.

export const dateKey = (epochMs: number, country: string, locale: string) =>
  `date ${locale} ${country} ${epochMs}`;

/**
 * Time zones of the countries served: a receipt shows the time of the payer's country,
 * not the phone's setting, which is often left at the factory default.
 */
const timeZones: Record<string, string> = {
  SN: 'Africa/Dakar',
  CI: 'Africa/Abidjan',
  ML: 'Africa/Bamako',
  BF: 'Africa/Ouagadougou',
  BJ: 'Africa/Porto-Novo',
  TG: 'Africa/Lome',
  CM: 'Africa/Douala',
  GN: 'Africa/Conakry',
  NE: 'Africa/Niamey',
};

/** "14 novembre 2023 à 23:13" ("14 November 2023 at 23:13"), in the country's time zone when known. */
export const formatPaymentDate = (epochMs: number, country: string, locale: string) =>
  serverText(dateKey(epochMs, country, locale)) ??
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: timeZones[country],
  }).format(epochMs);
