import { describe, expect, it } from "vitest";
import { basketDetails, paymentDetails, totals } from "../../src/payments/authorisations/details.js";
import { bulkEntry, PSU } from "../helpers/payments.js";
import { domesticKind, paymentKind, paymentRecord } from "../helpers/records.js";

const NOK_25 = { transactionFeeIndicator: true, transactionFees: { currency: "NOK", amount: "25.00" } };
const ownIban = `NO50${PSU.private.brukskonto}`;

describe("paymentDetails: what the SCA page shows of each product, exactly as sent", () => {
  it.each([
    {
      name: "a SEPA payment with a message and a fee",
      payment: paymentRecord(paymentKind("payments"), { fee: NOK_25 }),
      shown: {
        amount: "125.50 EUR",
        rows: [
          { label: "To", value: "Bäckerei Müller GmbH" },
          { label: "Creditor account", value: "DE89370400440532013000" },
          { label: "From account", value: ownIban },
          { label: "Execution date", value: "2026-03-02" },
          { label: "Fee", value: "25.00 NOK", kind: "fee" },
          { label: "Message", value: "Invoice 2026-17" },
        ],
      },
    },
    {
      name: "a domestic payment without a message or a fee",
      payment: paymentRecord(domesticKind({ remittanceInformationUnstructured: undefined })),
      shown: {
        amount: "1500.00 NOK",
        rows: [
          { label: "To", value: "Utleier AS" },
          { label: "Creditor account", value: PSU.private2.brukskonto },
          { label: "From account", value: PSU.private.brukskonto },
          { label: "Execution date", value: "2026-03-02" },
          { label: "Fee", value: "None", kind: "fee" },
        ],
      },
    },
    {
      name: "a standing order until cancelled, on a day of the month",
      payment: paymentRecord(paymentKind("periodic-payments"), { fee: NOK_25 }),
      shown: {
        amount: "1500.00 NOK",
        rows: [
          { label: "To", value: "Utleier AS" },
          { label: "Creditor account", value: PSU.private2.brukskonto },
          { label: "From account", value: PSU.private.brukskonto },
          { label: "Frequency", value: "Monthly" },
          { label: "Fee", value: "25.00 NOK per payment", kind: "fee" },
          { label: "First payment", value: "2026-03-15" },
          { label: "Last payment", value: "until cancelled" },
          { label: "Day of execution", value: "15" },
        ],
      },
    },
    {
      name: "a standing order on chosen months, with an end and an execution rule",
      payment: paymentRecord(
        paymentKind("periodic-payments", {
          frequency: "MonthlyVariable",
          monthsOfExecution: [3, 9],
          dayOfExecution: undefined,
          endDate: "2027-03-15",
          executionRule: "preceeding",
        }),
      ),
      shown: {
        amount: "1500.00 NOK",
        rows: [
          { label: "To", value: "Utleier AS" },
          { label: "Creditor account", value: PSU.private2.brukskonto },
          { label: "From account", value: PSU.private.brukskonto },
          { label: "Frequency", value: "MonthlyVariable" },
          { label: "Fee", value: "None", kind: "fee" },
          { label: "First payment", value: "2026-03-15" },
          { label: "Last payment", value: "2027-03-15" },
          { label: "Months", value: "3, 9" },
          { label: "Execution rule", value: "preceeding" },
        ],
      },
    },
    {
      name: "a bulk payment: the total, the batch reference and one line per entry",
      payment: paymentRecord(
        paymentKind("bulk-payments", {
          payments: [bulkEntry(), bulkEntry({ instructedAmount: { currency: "NOK", amount: "0.50" } })],
        }),
        { executionDate: "2026-03-05", fee: NOK_25 },
      ),
      shown: {
        amount: "42000.50 NOK",
        rows: [
          { label: "Payments", value: "2" },
          { label: "From account", value: PSU.corporate.driftskonto },
          { label: "Execution date", value: "2026-03-05" },
          { label: "Fee", value: "25.00 NOK in all", kind: "fee" },
          { label: "Batch reference", value: "salary-2026-03" },
        ],
        table: {
          columns: [
            { label: "Creditor" },
            { label: "Account", kind: "id" },
            { label: "Amount", kind: "num" },
          ],
          rows: [
            ["Ola Nordmann", PSU.private.brukskonto, "42000.00 NOK"],
            ["Ola Nordmann", PSU.private.brukskonto, "0.50 NOK"],
          ],
          total: { label: "Total (2 payments)", value: "42000.50 NOK" },
        },
      },
    },
  ])("$name", ({ payment, shown }) => {
    expect(paymentDetails(payment)).toEqual(shown);
  });
});

describe("basketDetails: one approval for several payments", () => {
  const eur = (amount: string) => paymentKind("payments", { instructedAmount: { currency: "EUR", amount } });
  it.each([
    {
      name: "from one account, with fees: summed per currency",
      payments: [
        paymentRecord(eur("1.00"), { fee: NOK_25 }),
        paymentRecord(domesticKind(), { executionDate: "2026-03-09", fee: NOK_25 }),
      ],
      amount: "1.00 EUR + 1500.00 NOK",
      rows: [
        { label: "Payments", value: "2" },
        { label: "From accounts", value: `${ownIban}, ${PSU.private.brukskonto}` },
        { label: "Fees", value: "50.00 NOK in all", kind: "fee" },
      ],
      lines: [
        ["Bäckerei Müller GmbH", "DE89370400440532013000", "2026-03-02", "1.00 EUR"],
        ["Utleier AS", PSU.private2.brukskonto, "2026-03-09", "1500.00 NOK"],
      ],
    },
    {
      name: "without fees",
      payments: [paymentRecord(eur("1.00")), paymentRecord(eur("2.05"))],
      amount: "3.05 EUR",
      rows: [
        { label: "Payments", value: "2" },
        { label: "From account", value: ownIban },
        { label: "Fees", value: "None", kind: "fee" },
      ],
      lines: [
        ["Bäckerei Müller GmbH", "DE89370400440532013000", "2026-03-02", "1.00 EUR"],
        ["Bäckerei Müller GmbH", "DE89370400440532013000", "2026-03-02", "2.05 EUR"],
      ],
    },
  ])("$name", ({ payments, amount, rows, lines }) => {
    const shown = basketDetails(payments);
    expect(shown.amount).toBe(amount);
    expect(shown.rows).toEqual(rows);
    expect(shown.table?.columns.map((c) => c.label)).toEqual(["Creditor", "Account", "Date", "Amount"]);
    expect(shown.table?.rows).toEqual(lines);
    expect(shown.table?.total).toEqual({ label: `Total (${payments.length} payments)`, value: amount });
  });
});

describe("totals: per currency, in minor units", () => {
  it.each([
    { amounts: [], total: "" },
    {
      amounts: [
        { currency: "NOK", amount: "0.10" },
        { currency: "NOK", amount: "0.20" },
      ],
      total: "0.30 NOK",
    },
    {
      amounts: [
        { currency: "JPY", amount: "5" },
        { currency: "EUR", amount: "1.5" },
      ],
      total: "5 JPY + 1.50 EUR",
    },
  ])("$total", ({ amounts, total }) => {
    expect(totals(amounts)).toBe(total);
  });
});
