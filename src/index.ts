/**
 * The programmatic API, for TPP test suites that embed the sandbox:
 *
 *   const bank = await startSandbox();                 // in memory, on a free port
 *   const tpp = bank.tpp();                            // signs with the shipped test certificate
 *   const payment = await tpp.createSepaPayment(body);
 *   await bank.approve(payment, defaultCustomers.private);
 *   await bank.runBatch();
 *   await bank.close();
 *
 * A sandbox someone else started (a CI job's background process) is driven the same way:
 *
 *   const bank = await connectSandbox();               // PSD2_SANDBOX_URL
 *
 * It hands out the URL, a control facade over /__admin and typed clients; never the store or the app.
 */
export { SandboxHttpError } from "./api/answers.js";
export { type TestTppCertificate, type TestTppName, testTppCertificate } from "./api/certificates.js";
export { type SandboxControl, type ScaLogin, ScaRefusedError, type ScaTarget } from "./api/control.js";
export {
  type DefaultAccount,
  type DefaultCustomer,
  type DefaultCustomers,
  defaultCustomers,
} from "./test-data/default-customers.js";
export type { SandboxClient, TppCertificate } from "./api/client.js";
export { type ConnectOptions, connectSandbox, SandboxConnectError } from "./api/connect.js";
export { type RunningSandbox, type StartOptions, startSandbox } from "./api/start.js";
export type {
  BasketRef,
  ConsentRef,
  CreateQuery,
  PaymentRef,
  ReadOptions,
  SandboxTpp,
  TppOptions,
} from "./api/tpp.js";
export type { AccountReads } from "./api/tpp-ai.js";
export type { SandboxDataApi } from "./api/tpp-data.js";
export type * from "./api/types.js";
export { ConfigError, loadConfig } from "./config/load.js";
export type { SandboxConfig, SandboxConfigInput } from "./config/schema.js";
export type { ErrorBody, ErrorCode, TppMessage } from "./errors.js";
export { createTppClient, type TppClient, type TppClientOptions } from "./signing/client.js";
export { generateTestCertificates } from "./signing/generate.js";
