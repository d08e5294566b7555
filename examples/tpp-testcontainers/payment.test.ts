import { connectSandbox, defaultCustomers } from "psd2-sandbox";
import { GenericContainer, type StartedTestContainer, Wait } from "testcontainers";
import { afterAll, beforeAll, expect, test } from "vitest";

// The image `npm run container:build` makes in a checkout of psd2-sandbox (no registry needed).
const IMAGE = process.env.PSD2_SANDBOX_IMAGE ?? "localhost/psd2-sandbox:latest";
let container: StartedTestContainer;

beforeAll(async () => {
  container = await new GenericContainer(IMAGE)
    .withEnvironment({ PSD2_SANDBOX_MEMORY: "true" })
    .withExposedPorts(8080)
    // As `podman run --ulimit …`: a root without CAP_SYS_RESOURCE cannot grant podman's default.
    .withUlimits({ nofile: { soft: 4096, hard: 4096 }, nproc: { soft: 4096, hard: 4096 } })
    .withWaitStrategy(Wait.forHttp("/__admin/health", 8080).forStatusCode(200))
    .start();
}, 120_000);
afterAll(() => container?.stop());

test("a SEPA payment approved by its PSU is booked by the batch", async () => {
  const url = `http://${container.getHost()}:${container.getMappedPort(8080)}`;
  const bank = await connectSandbox(url, { freshTpp: true });
  const payment = await bank.tpp().createSepaPayment({
    instructedAmount: { currency: "EUR", amount: "42.00" },
    creditorName: "Bäckerei Müller GmbH",
    creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
    debtorAccount: { iban: defaultCustomers.private.accounts.brukskonto.iban, currency: "NOK" },
  });
  await bank.approve(payment, defaultCustomers.private);
  await bank.runBatch();
  expect((await bank.tpp().getPaymentStatus(payment)).transactionStatus).toBe("ACSC");
});
