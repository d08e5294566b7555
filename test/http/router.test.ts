import { TrieRouter } from "hono/router/trie-router";
import { describe, expect, it } from "vitest";
import { RememberingRouter } from "../../src/http/router.js";

const routes: [string, string, string][] = [
  ["ALL", "*", "frame"],
  ["ALL", "/v1/*", "signature"],
  ["POST", "/v1/payments/sepa-credit-transfers", "create"],
  ["GET", "/v1/payments/:product/:paymentId", "read"],
  ["GET", "/v1/payments/:product/:paymentId/status", "status"],
];

function both() {
  const trie = new TrieRouter<string>();
  const remembering = new RememberingRouter<string>();
  for (const [method, path, handler] of routes) {
    trie.add(method, path, handler);
    remembering.add(method, path, handler);
  }
  return { trie, remembering };
}

describe("RememberingRouter", () => {
  it.each([
    ["POST", "/v1/payments/sepa-credit-transfers"],
    ["GET", "/v1/payments/sepa-credit-transfers"],
    ["GET", "/v1/payments/sepa-credit-transfers/abc"],
    ["GET", "/v1/payments/sepa-credit-transfers/abc/status"],
    ["GET", "/nowhere"],
  ])("matches %s %s as the trie does, the first time and again", (method, path) => {
    const { trie, remembering } = both();
    const expected = trie.match(method, path);
    expect(remembering.match(method, path)).toEqual(expected);
    expect(remembering.match(method, path)).toEqual(expected);
  });

  it("gives each request of a path with parameters its own values", () => {
    const { remembering } = both();
    remembering.match("GET", "/v1/payments/sepa-credit-transfers/first");
    expect(remembering.match("GET", "/v1/payments/sepa-credit-transfers/second")).toEqual([
      [
        ["frame", {}],
        ["signature", {}],
        ["read", { product: "sepa-credit-transfers", paymentId: "second" }],
      ],
    ]);
  });

  it("sees a route added after a path was matched", () => {
    const { remembering } = both();
    remembering.match("POST", "/v1/payments/sepa-credit-transfers");
    remembering.add("POST", "/v1/payments/sepa-credit-transfers", "another");
    const handlers = remembering.match("POST", "/v1/payments/sepa-credit-transfers")[0].map(([h]) => h);
    expect(handlers).toEqual(["frame", "signature", "create", "another"]);
  });
});

describe("RememberingRouter over many paths", () => {
  it("matches every path as the trie does while thousands of ids pass", () => {
    const { trie, remembering } = both();
    for (let i = 0; i < 5000; i++) {
      const path =
        i % 3 === 0 ? "/v1/payments/sepa-credit-transfers" : `/v1/payments/sepa-credit-transfers/id-${i}`;
      const method = i % 3 === 0 ? "POST" : "GET";
      expect(remembering.match(method, path)).toEqual(trie.match(method, path));
    }
  });
});

describe("RememberingRouter over a shared table", () => {
  const table = () => {
    const trie = new TrieRouter<string>();
    for (const [method, path, handler] of routes) trie.add(method, path, handler);
    return trie;
  };

  it("puts the app's own stages in their places and leaves out the ones it has none of", () => {
    const own = new Map([
      ["frame", "this app's frame"],
      ["signature", undefined],
    ]);
    const router = new RememberingRouter<string>({
      table: table(),
      place: (entry) => (own.has(entry) ? own.get(entry) : entry),
    });
    for (let i = 0; i < 2; i++) {
      expect(router.match("GET", "/v1/payments/sepa-credit-transfers/abc")).toEqual([
        [
          ["this app's frame", {}],
          ["read", { product: "sepa-credit-transfers", paymentId: "abc" }],
        ],
      ]);
    }
  });

  it("takes no routes of its own: they would be every app's", () => {
    const shared = table();
    const router = new RememberingRouter<string>({ table: shared, place: (entry) => entry });
    expect(() => router.add("GET", "/mine", "mine")).toThrow(/shared table/);
    expect(shared.match("GET", "/mine")[0]).toEqual([["frame", {}]]);
  });
});
