import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type RunningCli, startCli } from "../helpers/cli.js";
import {
  connectSandbox,
  defaultCustomers,
  type RunningSandbox,
  type SandboxClient,
  SandboxConnectError,
  SandboxHttpError,
  startSandbox,
  testTppCertificate,
} from "../../src/index.js";

/** connectSandbox() against a sandbox someone else started: the real CLI in the background, as in CI. */
let cli: RunningCli;
let url: string;
beforeAll(async () => {
  const readyFile = join(mkdtempSync(join(tmpdir(), "psd2-connect-")), "sandbox.url");
  cli = await startCli(["--port", "0", "--memory", "--ready-file", readyFile], {
    PSD2_SANDBOX_LOG_LEVEL: "error",
  });
  url = readFileSync(readyFile, "utf8").trim();
});
afterAll(async () => {
  cli?.child.kill("SIGTERM");
  await cli?.exited;
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const sepa = {
  instructedAmount: { currency: "EUR", amount: "42.00" },
  creditorName: "Bäckerei Müller GmbH",
  creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
  debtorAccount: { iban: defaultCustomers.private.accounts.brukskonto.iban, currency: "NOK" },
};

describe("connectSandbox()", () => {
  it("given only PSD2_SANDBOX_URL: create, approve, batch, ACSC, typed, with the journal and the explanation", async () => {
    vi.stubEnv("PSD2_SANDBOX_URL", url);
    const bank = await connectSandbox();
    expect(bank.url).toBe(url);
    expect(bank).not.toHaveProperty("close");
    const payment = await bank.tpp().createSepaPayment(sepa);
    expect(await bank.approve(payment, defaultCustomers.private)).toMatch(
      /^https:\/\/tpp\.example\/callback/,
    );
    const run = await bank.runBatch();
    expect(run.moved).toContainEqual({ paymentId: payment.paymentId, from: "ACTC", to: "ACSC" });
    expect((await bank.tpp().getPaymentStatus(payment)).transactionStatus).toBe("ACSC");
    expect((await bank.explainPayment(payment.paymentId)).payment.transactionStatus).toBe("ACSC");
    const created = await bank.requests({ method: "POST", path: "/v1/payments/sepa-credit-transfers" });
    expect(created.requests.map((entry) => entry.status)).toContain(201);
  });

  it("signs with the given certificate: another TPP's client sees none of the first one's payments", async () => {
    const first = await connectSandbox(url);
    const payment = await first.tpp().createSepaPayment({
      ...sepa,
      instructedAmount: { currency: "EUR", amount: "43.00" },
    });
    const other = await connectSandbox(url, { certificate: testTppCertificate("tpp2") });
    expect(other.tpp().keyId).not.toBe(first.tpp().keyId);
    const refused = await other
      .tpp()
      .getPaymentStatus(payment)
      .catch((error: SandboxHttpError) => error);
    expect(refused).toBeInstanceOf(SandboxHttpError);
    expect((refused as SandboxHttpError).error?.code).toBe("RESOURCE_UNKNOWN");
  });

  it("is the same client startSandbox() hands out, without close()", async () => {
    const started: RunningSandbox = await startSandbox({ logLevel: "silent" });
    try {
      const asClient: SandboxClient = started;
      const connected = await connectSandbox(started.url);
      expect(Object.keys(connected).sort()).toEqual(
        Object.keys(asClient)
          .filter((key) => key !== "close" && key !== "port")
          .sort(),
      );
    } finally {
      await started.close();
    }
  });
});

describe("connectSandbox() finds no sandbox to drive: one message saying what to do", () => {
  it("no URL and no PSD2_SANDBOX_URL", async () => {
    vi.stubEnv("PSD2_SANDBOX_URL", undefined);
    await expect(connectSandbox()).rejects.toThrow(
      new SandboxConnectError(
        "connectSandbox: no URL; pass one, or set PSD2_SANDBOX_URL (e.g. http://127.0.0.1:8080)",
      ),
    );
  });

  it("a URL that is not one", async () => {
    await expect(connectSandbox("127.0.0.1:8080")).rejects.toThrow(/is not an http\(s\) URL/);
  });

  it("nothing listening at the URL", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    await expect(connectSandbox(`http://127.0.0.1:${port}`)).rejects.toThrow(
      /no sandbox answers there; start one with `npx psd2-sandbox`/,
    );
  });

  it.each([
    [200, "text/html", "<html><body>It works!</body></html>"],
    [404, "text/html", "<h1>Not Found</h1>"],
    [200, "application/json", '{"ok":true}'],
  ])("another server on the port (%i %s)", async (status, type, body) => {
    const server: Server = createServer((_request, response) => {
      response.writeHead(status, { "Content-Type": type }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const other = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const error = await connectSandbox(other).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error).toBeInstanceOf(SandboxConnectError);
      expect(error?.message).toMatch(`connectSandbox: ${other} is not a psd2-sandbox`);
      expect(error?.message).not.toContain("<");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("a sandbox reached by a name it does not answer to (a service name): says which setting takes it", async () => {
    // A proxy in front, as a container network's name would be: the sandbox sees Host bank:PORT.
    const proxy = createServer((incoming, outgoing) => {
      const target = new URL(incoming.url ?? "/", url);
      const forwarded = httpRequest(
        target,
        { method: incoming.method, headers: { ...incoming.headers, host: `bank:${target.port}` } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    try {
      const error = await connectSandbox(
        `http://127.0.0.1:${(proxy.address() as { port: number }).port}`,
      ).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error).toBeInstanceOf(SandboxConnectError);
      expect(error?.message).toContain("MISDIRECTED_REQUEST");
      expect(error?.message).toContain("PSD2_SANDBOX_ALLOWED_HOSTS=bank");
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it("a sandbox with an admin token: named when missing or wrong; PSD2_SANDBOX_ADMIN_TOKEN or adminToken opens it", async () => {
    const guarded = await startSandbox({ logLevel: "silent", adminToken: "s3cret-admin-token" });
    try {
      vi.stubEnv("PSD2_SANDBOX_ADMIN_TOKEN", "");
      await expect(connectSandbox(guarded.url)).rejects.toThrow(
        /has an admin token; pass it as adminToken or set PSD2_SANDBOX_ADMIN_TOKEN/,
      );
      await expect(connectSandbox(guarded.url, { adminToken: "wrong" })).rejects.toThrow(
        /refused the admin token/,
      );
      const byOption = await connectSandbox(guarded.url, { adminToken: "s3cret-admin-token" });
      expect((await byOption.clock()).timeZone).toBe("Europe/Oslo");
      vi.stubEnv("PSD2_SANDBOX_ADMIN_TOKEN", "s3cret-admin-token");
      expect((await (await connectSandbox(guarded.url)).health()).status).toBe("UP");
    } finally {
      await guarded.close();
    }
  });
});
