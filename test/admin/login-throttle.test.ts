import { afterEach, describe, expect, it, vi } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/index.js";
import { FREE_FAILURES, MAX_WAIT_SECONDS } from "../../src/admin/throttle.js";
import { ErrorBody } from "../../src/errors.js";

const TOKEN = "s3cret-admin-token";

let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await sandbox?.close();
  sandbox = undefined;
});

/** A real sandbox on a free port: wrong tokens are counted per client address, as it sees them. */
async function listening(): Promise<RunningSandbox> {
  // Only Date is faked: the server, its sockets and timers run as ever; the throttle's clock moves on request.
  vi.useFakeTimers({ toFake: ["Date"] });
  sandbox = await startSandbox({ adminToken: TOKEN, logLevel: "silent" });
  return sandbox;
}

async function clock(url: string, token: string, advance = "PT1H") {
  const response = await fetch(`${url}/__admin/clock`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ advance }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: await response.json(),
  };
}

describe("wrong admin tokens are slowed down", () => {
  it("after a few wrong Bearer tokens the client gets 429 with Retry-After, the right token included, until the wait is over", async () => {
    const { url } = await listening();
    const before = (await (
      await fetch(`${url}/__admin/clock`, { headers: { Authorization: `Bearer ${TOKEN}` } })
    ).json()) as {
      offsetMs: number;
    };
    for (let i = 1; i <= FREE_FAILURES + 1; i += 1) {
      const wrong = await clock(url, `guess-${i}`);
      expect(wrong.status, `guess ${i} is checked and wrong`).toBe(401);
    }
    const waiting = await clock(url, "guess-next");
    expect(waiting.status).toBe(429);
    expect(ErrorBody.parse(waiting.body).code).toBe("ACCESS_EXCEEDED");
    expect(Number(waiting.retryAfter)).toBeGreaterThanOrEqual(1);

    const right = await clock(url, TOKEN, "P365D");
    expect(right.status, "not even the right token is checked while the client waits").toBe(429);
    const login = await fetch(`${url}/__admin/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: TOKEN }).toString(),
      redirect: "manual",
    });
    expect(login.status, "the login form waits too").toBe(429);
    expect(Number(login.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await login.text()).toContain("Too many wrong tokens");

    vi.setSystemTime(Date.now() + Number(waiting.retryAfter) * 1000);
    const later = await clock(url, TOKEN);
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    // One hour on from before: the year asked for while the client waited was never made.
    expect((later.body as { offsetMs: number }).offsetMs - before.offsetMs).toBe(3_600_000);
  });

  it("the wait doubles with each further failure and stops growing at the cap", async () => {
    const { url } = await listening();
    const waits: number[] = [];
    for (let i = 1; i <= FREE_FAILURES + 9; i += 1) {
      let answer = await clock(url, `guess-${i}`);
      if (answer.status === 429) {
        const wait = Number(answer.retryAfter);
        waits.push(wait);
        vi.setSystemTime(Date.now() + wait * 1000);
        answer = await clock(url, `guess-${i}`);
      }
      expect(answer.status, `guess ${i}, once the wait is over, is checked`).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, MAX_WAIT_SECONDS, MAX_WAIT_SECONDS]);
  });

  it("wrong tokens count alike from the login form and a bare Authorization header", async () => {
    const { url } = await listening();
    const loginWith = (token: string) =>
      fetch(`${url}/__admin/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token }).toString(),
        redirect: "manual",
      });
    for (let i = 1; i <= FREE_FAILURES; i += 1) expect((await loginWith(`guess-${i}`)).status).toBe(401);
    const bare = await fetch(`${url}/__admin/health`, { headers: { Authorization: TOKEN } });
    expect(bare.status, "the bare token is not the Bearer scheme: a wrong try").toBe(401);
    const waiting = await loginWith(TOKEN);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get("retry-after")).toBe("1");
    vi.setSystemTime(Date.now() + 1000);
    const loggedIn = await loginWith(TOKEN);
    expect(loggedIn.status).toBe(303);
    expect(loggedIn.headers.get("set-cookie")).not.toContain(TOKEN);
  });
});
