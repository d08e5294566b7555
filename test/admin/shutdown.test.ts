import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { startSandbox } from "../../src/index.js";
import { expectError, openBank } from "../helpers/calls.js";

/** Whether anything accepts a connection at `url` (polled with a bound: the stop is asynchronous). */
async function stillListening(url: string): Promise<boolean> {
  for (let i = 0; i < 100; i += 1) {
    try {
      await (await fetch(`${url}/__admin/health`)).body?.cancel();
    } catch {
      return false;
    }
    await sleep(50);
  }
  return true;
}

async function answer(response: Response) {
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text ? JSON.parse(text) : undefined,
  };
}

describe("POST /__admin/shutdown", () => {
  it("answers 202, then the sandbox startSandbox() made stops listening", async () => {
    const bank = await startSandbox({ logLevel: "silent" });
    try {
      const response = await fetch(`${bank.url}/__admin/shutdown`, { method: "POST" });
      expect(response.status).toBe(202);
      expect(response.headers.get("x-request-id")).toBeTruthy();
      expect(await stillListening(bank.url)).toBe(false);
    } finally {
      await bank.close();
    }
  });

  it("through the client facade: shutdown() resolves, and the sandbox is gone", async () => {
    const bank = await startSandbox({ logLevel: "silent" });
    try {
      await expect(bank.shutdown()).resolves.toBeUndefined();
      expect(await stillListening(bank.url)).toBe(false);
    } finally {
      await bank.close();
    }
  });

  it("with adminToken set, a call without the token is refused with 401 and the sandbox keeps running", async () => {
    const bank = await startSandbox({ logLevel: "silent", adminToken: "s3cret-token" });
    try {
      const refused = await answer(await fetch(`${bank.url}/__admin/shutdown`, { method: "POST" }));
      expectError(refused, 401, "UNAUTHORIZED", "Authorization");
      const wrong = await answer(
        await fetch(`${bank.url}/__admin/shutdown`, {
          method: "POST",
          headers: { Authorization: "Bearer not-it" },
        }),
      );
      expectError(wrong, 401, "UNAUTHORIZED", "Authorization");
      expect((await bank.health()).status).toBe("UP");
      const accepted = await fetch(`${bank.url}/__admin/shutdown`, {
        method: "POST",
        headers: { Authorization: "Bearer s3cret-token" },
      });
      expect(accepted.status).toBe(202);
      expect(await stillListening(bank.url)).toBe(false);
    } finally {
      await bank.close();
    }
  });

  it("another site's page may not stop it (403, Origin), and the sandbox keeps running", async () => {
    const bank = await startSandbox({ logLevel: "silent" });
    try {
      const refused = await answer(
        await fetch(`${bank.url}/__admin/shutdown`, {
          method: "POST",
          headers: { Origin: "https://evil.example" },
        }),
      );
      expectError(refused, 403, "FORBIDDEN", "Origin");
      expect((await bank.health()).status).toBe("UP");
    } finally {
      await bank.close();
    }
  });

  it("an app called in process (no listener of its own) answers 409: its program stops it", async () => {
    const bank = await openBank();
    const response = await bank.sandbox.app.request("http://sandbox.test/__admin/shutdown", {
      method: "POST",
    });
    const body = expectError(await answer(response), 409, "CONFLICT");
    expect(body.tppMessages[0]?.text).toMatch(/runs inside another program/);
  });
});
