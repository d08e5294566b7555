import { describe, expect, it } from "vitest";
import { basketSubject } from "../../src/baskets/sca-subject.js";
import { cancellationSubject } from "../../src/payments/authorisations/cancellation-subject.js";
import { paymentSubject } from "../../src/payments/authorisations/payment-subject.js";
import type { AuthorisationRecord } from "../../src/sca/model.js";
import { psuSubject } from "../../src/sca/psu-subject.js";
import type { ScaSubject } from "../../src/sca/subject.js";
import { paymentKind, paymentRecord } from "../helpers/records.js";
import { memoryStore } from "../store/helpers.js";

/** A store with one SEPA payment, one standing order, one bulk and a basket of the first. */
function bank() {
  const store = memoryStore();
  store.put("payments", paymentRecord(paymentKind("payments"), { paymentId: "sepa-1" }));
  store.put("payments", paymentRecord(paymentKind("periodic-payments"), { paymentId: "order-1" }));
  store.put(
    "payments",
    paymentRecord(paymentKind("bulk-payments"), { paymentId: "bulk-1", transactionStatus: "ACTC" }),
  );
  store.put("baskets", {
    basketId: "basket-1",
    tppId: "tpp",
    psuCustomerId: "c",
    agreementId: "a",
    paymentIds: ["sepa-1", "sepa-1"],
    authorisationIds: [],
    createdAt: "2026-03-02T08:00:00.000Z",
  });
  return store;
}

function authorisation(fields: Partial<AuthorisationRecord>): AuthorisationRecord {
  return {
    authorisationId: "auth-1",
    kind: "payment",
    tppId: "tpp",
    tppName: "Acme Pay AS",
    psuCustomerId: "c",
    scaStatus: "received",
    createdAt: "2026-03-02T08:00:00.000Z",
    expiresAt: "2026-03-02T08:15:00.000Z",
    redirect: { ok: "https://tpp.example/ok", preferred: true },
    ...fields,
  };
}

const paymentRef = (paymentId: string, service: "payments" | "periodic-payments" | "bulk-payments") => ({
  resource: { service, product: "sepa-credit-transfers", paymentId },
});

describe("each ScaSubject's heading and lead on the SCA page", () => {
  it.each<{
    name: string;
    subject: ScaSubject;
    of: Partial<AuthorisationRecord>;
    title: string;
    lead: unknown[];
  }>([
    {
      name: "a payment",
      subject: paymentSubject,
      of: paymentRef("sepa-1", "payments"),
      title: "Approve this payment",
      lead: ["Acme Pay AS asks you to approve this payment:"],
    },
    {
      name: "a standing order",
      subject: paymentSubject,
      of: paymentRef("order-1", "periodic-payments"),
      title: "Approve this standing order",
      lead: ["Acme Pay AS asks you to approve this standing order:"],
    },
    {
      name: "a bulk payment, by a TPP without a name",
      subject: paymentSubject,
      of: { ...paymentRef("bulk-1", "bulk-payments"), tppName: undefined },
      title: "Approve these payments",
      lead: ["a third-party provider asks you to approve these payments:"],
    },
    {
      name: "a payment that is gone",
      subject: paymentSubject,
      of: paymentRef("gone", "payments"),
      title: "Payment not found",
      lead: [],
    },
    {
      name: "a cancellation: the payment's id stands out",
      subject: cancellationSubject,
      of: { kind: "cancellation", ...paymentRef("bulk-1", "bulk-payments") },
      title: "Cancel a payment",
      lead: ["Acme Pay AS asks you to cancel payment ", { strong: "bulk-1" }, " (status ACTC):"],
    },
    {
      name: "a cancellation of a payment that is gone",
      subject: cancellationSubject,
      of: { kind: "cancellation", ...paymentRef("gone", "payments") },
      title: "Payment not found",
      lead: [],
    },
    {
      name: "a signing basket",
      subject: basketSubject,
      of: { kind: "basket", basketId: "basket-1" },
      title: "Approve 2 payments",
      lead: ["Acme Pay AS asks you to approve these 2 payments together, with one approval:"],
    },
    {
      name: "a PSU-level SCA under an agreement: the agreement stands out",
      subject: psuSubject,
      of: { kind: "psu", agreementId: "969355165" },
      title: "Confirm your identity",
      lead: [
        "Confirm your identity to Acme Pay AS for corporate payments",
        " under agreement ",
        { strong: "969355165" },
        ". It stays valid for 180 days.",
      ],
    },
    {
      name: "a PSU-level SCA without an agreement",
      subject: psuSubject,
      of: { kind: "psu", tppName: undefined },
      title: "Confirm your identity",
      lead: [
        "Confirm your identity to a third-party provider for corporate payments",
        ". It stays valid for 180 days.",
      ],
    },
  ])("$name", ({ subject, of, title, lead }) => {
    const shown = subject.details(bank(), authorisation(of), 180);
    expect(shown.title).toBe(title);
    expect(shown.lead).toEqual(lead);
  });

  it.each([
    {
      name: "a payment",
      subject: paymentSubject,
      of: paymentRef("sepa-1", "payments"),
      rows: 6,
      table: false,
    },
    {
      name: "a bulk payment",
      subject: paymentSubject,
      of: paymentRef("bulk-1", "bulk-payments"),
      rows: 5,
      table: true,
    },
    {
      name: "a basket",
      subject: basketSubject,
      of: { kind: "basket" as const, basketId: "basket-1" },
      rows: 3,
      table: true,
    },
    {
      name: "a gone payment",
      subject: paymentSubject,
      of: paymentRef("gone", "payments"),
      rows: 0,
      table: false,
    },
    { name: "a PSU-level SCA", subject: psuSubject, of: { kind: "psu" as const }, rows: 0, table: false },
  ])("$name: $rows rows, a table: $table", ({ subject, of, rows, table }) => {
    const shown = subject.details(bank(), authorisation(of), 180);
    expect(shown.rows).toHaveLength(rows);
    expect(shown.table !== undefined).toBe(table);
  });
});
