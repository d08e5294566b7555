/**
 * Payment tests call the bank through these: a fresh in-process sandbox per test on a fixed clock, and
 * answers read once so that any failing assertion can print the whole body.
 */
import { expect } from "vitest";
import type { z } from "zod";
import type { SandboxConfigInput } from "../../src/config/schema.js";
import { ErrorBody } from "../../src/http/schemas.js";
import type { Sandbox } from "../../src/create-sandbox.js";
import { newBank } from "./bank.js";
import type { FixtureTppName } from "./tpp.js";

/** The sandbox clock in tests: a Monday; the bank's date is TODAY in Europe/Oslo. */
export const NOW = new Date("2026-03-02T10:00:00Z");
export const TODAY = "2026-03-02";
export const TOMORROW = "2026-03-03";
export const YESTERDAY = "2026-03-01";

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export type Caller = (method: string, path: string, options?: CallOptions) => Promise<Answer>;

export interface Bank {
  sandbox: Sandbox;
  /** Signed with the fixture TPP "tpp"; `as` signs with another fixture TPP. */
  call: Caller;
  as: (tpp: FixtureTppName) => Caller;
}

export async function openBank(config: SandboxConfigInput = {}): Promise<Bank> {
  const bank = await newBank(config);
  bank.sandbox.ctx.clock.set(NOW);
  const as =
    (name: FixtureTppName): Caller =>
    async (method, path, options = {}) => {
      const response = await bank.tpp(name).request(method, path, options);
      const text = await response.text();
      let body: unknown;
      try {
        body = text === "" ? undefined : JSON.parse(text);
      } catch {
        body = text;
      }
      return { status: response.status, headers: response.headers, text, body };
    };
  return { sandbox: bank.sandbox, call: as("tpp"), as };
}

/** Asserts the status; a failure prints the whole answer. */
export function expectStatus(answer: Answer, status: number): void {
  expect(answer.status, `HTTP ${answer.status}: ${answer.text}`).toBe(status);
}

/** The body parsed by `schema`; a mismatch fails with zod's issues and the body. */
export function expectSchema<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  expect(
    result.success,
    `answer does not fit its schema: ${result.error?.message}\n${JSON.stringify(body)}`,
  ).toBe(true);
  return result.data as z.infer<S>;
}

/** Status, then schema. */
export function expectBody<S extends z.ZodType>(answer: Answer, status: number, schema: S): z.infer<S> {
  expectStatus(answer, status);
  return expectSchema(schema, answer.body);
}

/** An error answer with `code`, whose tppMessages name every one of `paths` (with their own codes when given). */
export function expectError(
  answer: Answer,
  status: number,
  code: string,
  ...paths: string[]
): z.infer<typeof ErrorBody> {
  const body = expectBody(answer, status, ErrorBody);
  expect(body.code, answer.text).toBe(code);
  const named = body.tppMessages.map((m) => m.path);
  for (const path of paths) expect(named, answer.text).toContain(path);
  return body;
}
