import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

export interface CountryOption {
  code: string;
  name: string;
}

/** Every ISO 3166 country (about 250), by English name, for the country pickers. */
export const countryOptions: CountryOption[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

const alpha2Codes = new Set(countryOptions.map((option) => option.code));

/** True for an ISO 3166 alpha-2 code, the form the pickers send and the records store ('NGA' and '566' are not). */
export const isCountryCode = (code: string): boolean => alpha2Codes.has(code);

export const countryName = (code: string): string => countries.getName(code, 'en') ?? code;
