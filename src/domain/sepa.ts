/**
 * The countries and territories whose IBANs the SEPA schemes reach (EPC list of the SEPA schemes'
 * geographical scope: the EEA, Andorra, Monaco, San Marino, Switzerland, the United Kingdom, Vatican
 * City, and Albania, Moldova, Montenegro, North Macedonia and Serbia). Territories that use another
 * country's IBAN prefix (French overseas departments, Jersey, Åland, ...) are covered by that prefix.
 */
const sepaIbanCountries = new Set(
  `AT BE BG HR CY CZ DK EE FI FR DE GR HU IS IE IT LV LI LT LU MT NL NO PL PT RO SK SI ES SE
   AD MC SM CH GB VA GI AL MD ME MK RS`.split(/\s+/),
);

/** Whether an IBAN (already checked well formed) belongs to the SEPA area. */
export function isSepaIban(iban: string): boolean {
  return sepaIbanCountries.has(iban.slice(0, 2));
}
