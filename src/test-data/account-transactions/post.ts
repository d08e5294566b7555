import { z } from "zod";
import { CreateAccountTransactionRequest, TransactionResponse } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { fromMinor } from "../../domain/money.js";
import { openAccount } from "../../bank/lookup.js";
import { bankToday } from "../../context.js";
import { validBody } from "../../http/validate.js";
import { accountTransactionDateRules } from "./rules.js";
import { bookAccountTransaction } from "./service.js";
import { transactionView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/**
 * POST /v1/sandbox/accounts/{mockAccountId}/transactions (interface 4.8): book one transaction and
 * move the balance; 201 with the transaction and balanceAfterTransaction.
 */
export const createSandboxAccountTransaction = defineOperation({
  ...sandboxData,
  operationId: "createSandboxAccountTransaction",
  method: "post",
  path: "/v1/sandbox/accounts/{mockAccountId}/transactions",
  summary: "Book a transaction on an account",
  description: "Moves the balance; the answer carries balanceAfterTransaction.",
  params: z.object({ mockAccountId: z.string().describe("The account's accountId") }),
  body: CreateAccountTransactionRequest,
  responses: { 201: { description: "Booked.", body: TransactionResponse, headers: ["Location"] } },
  errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN", "STATUS_INVALID", "CONFLICT"],
  handle: (c) => {
    const { store, clock } = bankContext(c);
    const { account, owner } = openAccount(store, c.req.param("mockAccountId") ?? "", "mockAccountId");
    const today = bankToday(bankContext(c));
    const input = validBody(c, CreateAccountTransactionRequest, (raw) =>
      accountTransactionDateRules(raw, today),
    );
    const booked = bookAccountTransaction(store, account, input, today, clock.now());
    const view = transactionView(c, booked.transaction, booked.account, owner);
    const amount = fromMinor(BigInt(booked.account.balanceMinor), account.currency);
    c.header("Location", view._links.self?.href ?? "");
    return c.json(
      {
        ...view,
        balanceAfterTransaction: {
          balanceType: "interimBooked",
          balanceAmount: { currency: account.currency, amount },
        },
      },
      201,
    );
  },
});
