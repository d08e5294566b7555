// A TPP's client for SEPA creation, typed only by what openapi-typescript generated from the sandbox's
// OpenAPI document (npm run generate writes psd2-sandbox.d.ts), and signed by the sandbox's own client.
import type { TppClient } from "psd2-sandbox";
import type { components, operations } from "./psd2-sandbox.js";

type Schemas = components["schemas"];
export type SepaPayment = Schemas["paymentInitiationSct_json"];
export type PaymentCreated = Schemas["paymentInitiationRequestResponse-201"];
export type ErrorBody = Schemas["Error"];

/** The operation's headers, but those the signing client adds itself. */
export type SepaHeaders = Omit<
  operations["createSepaPayment"]["parameters"]["header"],
  "X-Request-ID" | "TPP-Signature-Certificate" | "Digest"
>;

export class BankError extends Error {
  constructor(readonly body: ErrorBody) {
    super(`${body.status} ${body.code}: ${body.message}`);
  }
}

export async function createSepaPayment(
  tpp: TppClient,
  body: SepaPayment,
  headers: SepaHeaders,
): Promise<PaymentCreated> {
  const response = await tpp.request("POST", "/v1/payments/sepa-credit-transfers", {
    body,
    headers: { ...headers },
  });
  if (response.status !== 201) throw new BankError((await response.json()) as ErrorBody);
  return (await response.json()) as PaymentCreated;
}
