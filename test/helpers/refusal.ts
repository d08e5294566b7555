import { SandboxHttpError } from "../../src/index.js";

/** The SandboxHttpError a typed call rejects with; fails the test if the bank accepted the call. */
export async function refusal(call: Promise<unknown>): Promise<SandboxHttpError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof SandboxHttpError) return error;
    throw error;
  }
  throw new Error("expected the bank to refuse the call, but it answered 2xx");
}
