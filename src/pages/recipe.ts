import { defaultCustomers } from "../test-data/default-customers.js";

const psu = defaultCustomers.private;

/**
 * The five commands that take a payment to ACSC on a running sandbox at `url`: the same recipe the
 * README shows (test/docs keeps both working).
 */
export function firstPaymentRecipe(url: string): string {
  return `export PSD2_SANDBOX_URL=${url}
npx psd2-sandbox request POST "/v1/payments/sepa-credit-transfers?allowLogicalDuplicate=true" --psu ${psu.customerNumber} \\
  --data '{"instructedAmount":{"currency":"EUR","amount":"125.50"},"creditorName":"Bäckerei Müller GmbH","creditorAccount":{"iban":"DE89370400440532013000","currency":"EUR"},"debtorAccount":{"iban":"${psu.accounts.brukskonto.iban}","currency":"NOK"}}' > payment.json
npx psd2-sandbox approve "$(node -p 'require("./payment.json")._links.scaRedirect.href')" --customer ${psu.customerNumber}
npx psd2-sandbox batch
npx psd2-sandbox request GET "/v1/payments/sepa-credit-transfers/$(node -p 'require("./payment.json").paymentId')/status"`;
}
