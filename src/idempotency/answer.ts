import { inflateRawSync } from "node:zlib";
import { reusableDeflate } from "./deflater.js";
import type { StoredAnswer } from "./model.js";

/**
 * The words most answers share, as a preset deflate dictionary: an answer (a creation's links repeat
 * its id and the base URL) packs to a small part of its size (docs/store.md has the figures). The
 * packed text starts with the dictionary's version: a packed answer is kept on disk, so this text
 * never changes; a better one would be `d2` beside it.
 */
export const DICTIONARIES: Readonly<Record<string, Buffer>> = {
  d1: Buffer.from(
    [
      '"tppMessages":[{"category":"ERROR","code":"FORMAT_ERROR","path":"","text":"',
      '[404,[["content-type","application/json"],["x-content-type-options","nosniff"]],"{\\"tppMessages\\":[{\\"category\\":\\"ERROR\\",\\"code\\":\\"RESOURCE_UNKNOWN\\",\\"text\\":\\"',
      '[200,[["content-type","application/json"],["x-content-type-options","nosniff"]],"{\\"transactionStatus\\":\\"ACSC\\"}"]',
      '{\\"scaStatus\\":\\"received\\",\\"authorisationId\\":\\"\\",\\"psuMessage\\":\\"',
      '{\\"_links\\":{\\"scaOAuth\\":{\\"href\\":\\"http://127.0.0.1:8080/.well-known/oauth-authorization-server\\"},',
      '[201,[["aspsp-sca-approach","REDIRECT"],["content-type","application/json"],["location","http://localhost:8080/v1/payments/sepa-credit-transfers/"],["x-content-type-options","nosniff"]],',
      '"{\\"transactionStatus\\":\\"RCVD\\",\\"paymentId\\":\\"\\",\\"transactionFeeIndicator\\":true,\\"transactionFees\\":{\\"currency\\":\\"NOK\\",\\"amount\\":\\"25.00\\"},',
      '\\"_links\\":{\\"scaRedirect\\":{\\"href\\":\\"http://localhost:8080/sca/\\",\\"verbs\\":[\\"GET\\"]},',
      '\\"self\\":{\\"href\\":\\"http://localhost:8080/v1/payments/sepa-credit-transfers/\\",\\"verbs\\":[\\"GET\\",\\"DELETE\\"]},',
      '\\"status\\":{\\"href\\":\\"/status\\",\\"verbs\\":[\\"GET\\"]},\\"scaStatus\\":{\\"href\\":\\"/authorisations/\\",\\"verbs\\":[\\"GET\\"]}}}"]',
    ].join(""),
  ),
};
const CURRENT = "d1";
/**
 * Deflate's own memory: at its default window and memLevel a deflate holds far more than an answer
 * needs, outside the heap. A window of 2^12 bytes holds the dictionary and a typical answer behind
 * it, and packs such answers to the same bytes; inflate reads any window up to its default, so
 * answers packed either way unpack alike (docs/performance.md has the figures). One deflate is made
 * and reset for each pack (`reusableDeflate`), with the same bytes as a fresh one; where it cannot
 * be, each pack makes its own, and its output buffer (`chunkSize`) then comes from Node's shared pool.
 */
const DEFLATE = { level: 9, windowBits: 12, memLevel: 5, chunkSize: 1024 } as const;
const deflate = reusableDeflate({ ...DEFLATE, dictionary: DICTIONARIES[CURRENT] });

/** The answer as one short text: the dictionary's version, ":", the deflated JSON in base64. */
export function packAnswer(answer: StoredAnswer): string {
  const text = JSON.stringify([answer.status, answer.headers, answer.body]);
  const packed = deflate(text);
  return `${CURRENT}:${packed.toString("base64")}`;
}

/** The answer `packAnswer` packed, byte for byte. */
export function unpackAnswer(packed: string): StoredAnswer {
  const colon = packed.indexOf(":");
  const dictionary = DICTIONARIES[packed.slice(0, colon)];
  if (dictionary === undefined)
    throw new Error(`an answer packed with an unknown dictionary: ${packed.slice(0, 8)}`);
  const text = inflateRawSync(Buffer.from(packed.slice(colon + 1), "base64"), { dictionary }).toString(
    "utf8",
  );
  const [status, headers, body] = JSON.parse(text) as [number, [string, string][], string];
  return { status, headers, body };
}
