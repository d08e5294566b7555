import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DICTIONARIES, packAnswer, unpackAnswer } from "../../src/idempotency/answer.js";
import type { StoredAnswer } from "../../src/idempotency/model.js";

const ID = "3f1c2a9e-1b2c-4d5e-8f90-123456789abc";
const base = "http://127.0.0.1:41234/v1/payments/sepa-credit-transfers";

const creation: StoredAnswer = {
  status: 201,
  headers: [
    ["aspsp-sca-approach", "REDIRECT"],
    ["content-type", "application/json"],
    ["location", `${base}/${ID}`],
  ],
  body: JSON.stringify({
    transactionStatus: "RCVD",
    paymentId: ID,
    _links: { self: { href: `${base}/${ID}` } },
  }),
};
// Far larger than deflate's window, with repeats further back than it reaches.
const large: StoredAnswer = {
  status: 200,
  headers: [["content-type", "application/json"]],
  body: JSON.stringify({
    payments: Array.from({ length: 400 }, (_, i) => ({ id: `${ID}-${i}`, e: "æøå€" })),
  }),
};

describe("packed answers", () => {
  it.each([
    ["a creation's answer", creation],
    ["an answer larger than the deflate window", large],
    ["an empty body", { status: 204, headers: [], body: "" }],
  ])("unpack %s byte for byte", (_name, answer) => {
    expect(unpackAnswer(packAnswer(answer))).toEqual(answer);
  });

  it("unpacks an answer packed with deflate's default window, as files written before hold", () => {
    const dictionary = DICTIONARIES.d1 as Buffer;
    const text = JSON.stringify([large.status, large.headers, large.body]);
    const old = `d1:${deflateRawSync(text, { dictionary, level: 9 }).toString("base64")}`;
    expect(unpackAnswer(old)).toEqual(large);
  });

  it.each([
    ["a creation's answer", creation],
    ["an answer packed in more than one output chunk", large],
  ])("packs %s to the same bytes as one output buffer of deflate's default size", (_name, answer) => {
    const dictionary = DICTIONARIES.d1 as Buffer;
    const text = JSON.stringify([answer.status, answer.headers, answer.body]);
    const whole = deflateRawSync(text, { dictionary, level: 9, windowBits: 12, memLevel: 5 });
    expect(whole.length).toBeGreaterThan(answer === large ? 1024 : 0);
    expect(packAnswer(answer)).toBe(`d1:${whole.toString("base64")}`);
  });
});

describe("the deflate kept between packs", () => {
  const options = { dictionary: DICTIONARIES.d1 as Buffer, level: 9, windowBits: 12, memLevel: 5 };
  const fresh = (text: string) => deflateRawSync(text, options).toString("base64");
  const textOf = (answer: StoredAnswer) => JSON.stringify([answer.status, answer.headers, answer.body]);

  it("packs each answer as a fresh deflate would, whatever it packed before", () => {
    const sequence = [creation, large, creation, { status: 204, headers: [], body: "" }, large, creation];
    for (const answer of sequence) expect(packAnswer(answer)).toBe(`d1:${fresh(textOf(answer))}`);
  });

  it("packs an answer larger than its output buffer whole", () => {
    const huge: StoredAnswer = {
      status: 200,
      headers: [],
      body: Array.from({ length: 20_000 }, (_, i) => ((i * 2654435761) >>> 0).toString(36)).join(","),
    };
    expect(fresh(textOf(huge)).length).toBeGreaterThan(16 * 1024 * 1.3);
    expect(packAnswer(huge)).toBe(`d1:${fresh(textOf(huge))}`);
    expect(unpackAnswer(packAnswer(huge))).toEqual(huge);
  });
});
