import { describe, expect, it } from "vitest";
import { convertMinor } from "../../src/domain/exchange.js";

const rates = { NOK: "1", EUR: "11.5", SEK: "0.98", JPY: "0.07" };

describe("fixed-rate conversion in minor units", () => {
  it.each<[bigint, string, string, bigint | undefined]>([
    [12550n, "EUR", "NOK", 144325n], // 125.50 EUR -> 1443.25 NOK
    [100n, "NOK", "NOK", 100n],
    [115n, "NOK", "EUR", 10n], // 1.15 NOK -> 0.10 EUR
    [1n, "NOK", "EUR", 0n], // 0.01 NOK -> 0.00087 EUR rounds to 0
    [1000n, "JPY", "NOK", 7000n], // 1000 JPY (no minor unit) -> 70.00 NOK
    [100n, "USD", "NOK", undefined],
  ])("%s %s -> %s is %s", (minor, from, to, expected) =>
    expect(convertMinor(minor, from, to, rates)).toBe(expected),
  );
});
