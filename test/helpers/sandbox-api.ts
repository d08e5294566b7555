/**
 * The sandbox data API tests' view of a fresh in-memory bank (`test/helpers/bank.ts`): requests
 * signed by a fixture TPP and sent in process, answers read once into status, headers and body.
 */
import { expect } from "vitest";
import type { z } from "zod";
import { ErrorBody } from "../../src/http/schemas.js";
import type { Sandbox } from "../../src/create-sandbox.js";
import { newBank } from "./bank.js";
import type { FixtureTppName } from "./tpp.js";

/** Sandbox clock of every test: mid-day in Oslo, so "today" is 2026-06-01 there. */
export const NOW = "2026-06-01T10:00:00Z";
export const TODAY = "2026-06-01";

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are checked against zod schemas or by value
  body: any;
}

export interface SandboxApi {
  sandbox: Sandbox;
  call(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string>; tpp?: FixtureTppName },
  ): Promise<Answer>;
}

/** A fresh bank (`newBank`) with its clock at `at`, and `call` answering status, headers and JSON body. */
export async function sandboxApi(at = NOW): Promise<SandboxApi> {
  const bank = await newBank();
  bank.sandbox.ctx.clock.set(new Date(at));
  return {
    sandbox: bank.sandbox,
    async call(method, path, { body, headers, tpp = "tpp" } = {}) {
      const response = await bank.tpp(tpp).request(method, path, {
        ...(body !== undefined ? { body } : {}),
        ...(headers ? { headers } : {}),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text ? JSON.parse(text) : undefined,
      };
    },
  };
}

/** Asserts the status and that the body fits the schema; a failure prints the body. */
export function expectAnswer<S extends z.ZodType>(answer: Answer, status: number, schema: S): z.infer<S> {
  expect(answer.status, JSON.stringify(answer.body, null, 2)).toBe(status);
  const parsed = schema.safeParse(answer.body);
  expect(parsed.success, `${JSON.stringify(answer.body, null, 2)}\n${parsed.error?.message}`).toBe(true);
  return parsed.data as z.infer<S>;
}

/** Asserts an error answer: status, code, and a tppMessage at each path (as well as the ErrorBody shape). */
export function expectError(answer: Answer, status: number, code: string, ...paths: string[]) {
  const body = expectAnswer(answer, status, ErrorBody);
  expect(body.code, JSON.stringify(body, null, 2)).toBe(code);
  const got = body.tppMessages.map((m) => m.path);
  for (const path of paths) expect(got, JSON.stringify(body, null, 2)).toContain(path);
  return body;
}
