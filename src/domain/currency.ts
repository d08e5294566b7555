/**
 * The interface's ISOCurrencyCode list (section 2.1), exactly as given, with each currency's
 * ISO 4217 minor units. The list keeps a few codes that are not (or no longer) ISO 4217 — GGP, IMP,
 * JEP, SPL, TVD, BYR, MRO, STD, VEF, ZWD — because the bank's schema accepts them; they use the minor
 * units they had or that their anchor currency has.
 */
const codes = `AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYR
BZD CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GGP GHS GIP
GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS IMP INR IQD IRR ISK JEP JMD JOD JPY KES KGS KHR KMF KPW KRW KWD
KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRO MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR
NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLL SOS SPL SRD STD SVC
SYP SZL THB TJS TMT TND TOP TRY TTD TVD TWD TZS UAH UGX USD UYU UZS VEF VND VUV WST XAF XCD XDR XOF XPF YER
ZAR ZMW ZWD`.split(/\s+/);

export const currencyCodes = codes as readonly string[];

const zeroDecimals = "BIF BYR CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX VND VUV XAF XOF XPF".split(" ");
const threeDecimals = "BHD IQD JOD KWD LYD OMR TND".split(" ");

const minor = new Map<string, number>(codes.map((code) => [code, 2]));
for (const code of zeroDecimals) minor.set(code, 0);
for (const code of threeDecimals) minor.set(code, 3);
// The SDR has no minor unit in ISO 4217 ("N.A."); allow the contract's full scale of 5.
minor.set("XDR", 5);

/** Whether ISO 4217 gives the currency no minor unit ("N.A."): any fraction up to the contract's scale. */
export function noMinorUnit(code: string): boolean {
  return code === "XDR";
}

export function isCurrency(code: string): boolean {
  return minor.has(code);
}

/** ISO 4217 minor units of a currency of the list, or undefined for a code not in it. */
export function minorUnits(code: string): number | undefined {
  return minor.get(code);
}
