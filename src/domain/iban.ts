/**
 * IBAN per ISO 13616-1: country code, two check digits, and a BBAN whose length the country fixes
 * (lengths from the SWIFT IBAN registry; French overseas territories and Åland use their parent's).
 */
// Country code and IBAN length, e.g. NO15: a Norwegian IBAN has 15 characters.
const registry = `AD24 AE23 AL28 AT20 AX18 AZ28 BA20 BE16 BG22 BH22 BI27 BL27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27
DK18 DO28 EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GF27 GI23 GL18 GP27 GR27 GT28 HR21 HU28 IE22
IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MF27 MK19 MN20
MQ27 MR27 MT31 MU30 NC27 NI28 NL18 NO15 OM23 PF27 PK24 PL28 PM27 PS29 PT25 QA29 RE27 RO24 RS22 RU33
SA24 SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25 SV28 TF27 TL23 TN24 TR26 UA29 VA22 VG24 WF27 XK20 YE30
YT27`;
const lengths: Record<string, number> = Object.fromEntries(
  registry.split(/\s+/).map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
);

/** Remainder of the IBAN's numeric form modulo 97, computed in chunks to stay within a double. */
function mod97(rearranged: string): number {
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const value = code >= 65 ? String(code - 55) : char;
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder;
}

/** Why `value` is not a valid IBAN, or undefined when it is. Spaces are not allowed (electronic form). */
export function ibanProblem(value: string): string | undefined {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(value)) {
    return "an IBAN is a 2-letter country code, 2 check digits and the account, upper case, no spaces";
  }
  const country = value.slice(0, 2);
  const expected = lengths[country];
  if (expected === undefined) return `${country} does not use IBANs (not in the ISO 13616 registry)`;
  if (value.length !== expected)
    return `an IBAN of ${country} has ${expected} characters, not ${value.length}`;
  if (mod97(value.slice(4) + value.slice(0, 4)) !== 1)
    return "the IBAN's check digits do not match (ISO 7064 mod 97-10)";
  return undefined;
}

/** The IBAN for a country and BBAN, with computed check digits. */
export function ibanFromBban(country: string, bban: string): string {
  const check = 98 - mod97(`${bban}${country}00`);
  return `${country}${String(check).padStart(2, "0")}${bban}`;
}

/** The Norwegian BBAN inside a Norwegian IBAN, or undefined for other countries. */
export function bbanOfIban(iban: string): string | undefined {
  return iban.startsWith("NO") ? iban.slice(4) : undefined;
}
