import type { z } from "zod";
import { expect } from "vitest";
import { loadConfig } from "../../src/config/load.js";
import type { SandboxConfigInput } from "../../src/config/schema.js";
import { createSandbox, type Sandbox } from "../../src/create-sandbox.js";
import { createTppClient, type TppClient } from "../../src/signing/client.js";
import { type FixtureTppName, loadFixtureTpp } from "./tpp.js";

export const BASE = "http://sandbox.test";

export interface TestBank {
  sandbox: Sandbox;
  /** A client signing as one of the fixture TPPs, calling the app in process. */
  tpp(name?: FixtureTppName): TppClient;
  /** An unsigned call straight to the app (admin, SCA page, or deliberately broken requests). */
  raw(path: string, init?: RequestInit): Promise<Response>;
}

/** A fresh in-memory sandbox per test: no shared state, no port. */
export async function newBank(flags: SandboxConfigInput = {}): Promise<TestBank> {
  const sandbox = await createSandbox(
    // One bank for every TPP unless a test asks for tenancy per-tpp: these tests were written for a
    // single bank and read its store directly (test/tenancy covers the banks per TPP).
    // sandbox.test is the tests' name for the sandbox: named, as a team names its own host.
    loadConfig({
      file: false,
      flags: {
        memory: true,
        logLevel: "silent",
        tenancy: "shared",
        allowedHosts: ["sandbox.test"],
        ...flags,
      },
    }),
  );
  const fetch = (url: string, init: RequestInit) => sandbox.app.request(url, init);
  // One client per fixture TPP and bank: a client reads its certificate and key when made, and the
  // payment helpers ask for one on every call.
  const clients = new Map<FixtureTppName, TppClient>();
  return {
    sandbox,
    tpp: (name = "tpp") => {
      let client = clients.get(name);
      if (client === undefined) {
        const { certificate, privateKey } = loadFixtureTpp(name);
        client = createTppClient({ baseUrl: BASE, certificate, privateKey, fetch });
        clients.set(name, client);
      }
      return client;
    },
    raw: async (path, init) => sandbox.app.request(`${BASE}${path}`, init),
  };
}

/** The body of an answer, after checking its status (a failing check prints the body) and schema. */
export async function expectAnswer<S extends z.ZodType>(
  response: Response,
  status: number,
  schema?: S,
): Promise<z.infer<S>> {
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  expect({ status: response.status, body }).toMatchObject({ status });
  if (schema) {
    const result = schema.safeParse(body);
    expect(
      result.success,
      `answer does not match its schema: ${JSON.stringify(result.error?.issues)}\n${text}`,
    ).toBe(true);
  }
  return body as z.infer<S>;
}
