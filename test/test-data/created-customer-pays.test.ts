import { describe, expect, it } from "vitest";
import { PaymentCreated, PaymentStatusResponse } from "../../src/payments/schema/responses.js";
import { AccountResponse } from "../../src/test-data/accounts/schema.js";
import { CustomerResponse } from "../../src/test-data/customers/schema.js";
import { expectAnswer, sandboxApi } from "../helpers/sandbox-api.js";
import { accountBody, customerBody } from "../helpers/sandbox-bodies.js";
import { decideSca } from "../helpers/sca.js";

describe("a customer made through the sandbox data API", () => {
  it("can at once be the PSU of a SEPA payment and approve it on the SCA page (303, then ACTC)", async () => {
    const api = await sandboxApi();
    const customer = expectAnswer(
      await api.call("POST", "/v1/sandbox/customers", { body: customerBody() }),
      201,
      CustomerResponse,
    );
    const account = expectAnswer(
      await api.call("POST", "/v1/sandbox/accounts", { body: accountBody(customer.customerNumber) }),
      201,
      AccountResponse,
    );
    const created = await api.call("POST", "/v1/payments/sepa-credit-transfers", {
      headers: {
        "PSU-ID": customer.customerId,
        "PSU-IP-Address": "192.0.2.10",
        "TPP-Redirect-URI": "https://tpp.example/cb",
        "TPP-Session-ID": "s1",
        "x-accept-fix": "",
      },
      body: {
        instructedAmount: { currency: "NOK", amount: "100.00" },
        debtorAccount: { iban: account.iban, currency: "NOK" },
        creditorName: "Kreditor AS",
        creditorAccount: { iban: "NO9386011117947", currency: "NOK" },
        remittanceInformationUnstructured: "first payment",
      },
    });
    const { paymentId, _links } = expectAnswer(created, 201, PaymentCreated);

    const page = await decideSca(api, _links.scaRedirect?.href ?? "", customer.customerNumber, "approve");
    expect({ status: page.status, location: page.headers.get("Location") }).toEqual({
      status: 303,
      location: "https://tpp.example/cb",
    });
    const status = await api.call("GET", `/v1/payments/sepa-credit-transfers/${paymentId}/status`);
    expect(expectAnswer(status, 200, PaymentStatusResponse).transactionStatus).toBe("ACTC");
  });
});
