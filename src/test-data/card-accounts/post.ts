import { CardAccountResponse, CreateCardAccountRequest } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { link } from "../../http/links.js";
import { acceptedFixes } from "../fixes.js";
import { validBody } from "../../http/validate.js";
import { cardAccountRules } from "./rules.js";
import { createCardAccount } from "../../bank/card-accounts.js";
import { cardAccountView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** POST /v1/sandbox/card-accounts: 201 with the card account (cardAccountId, maskedPan, ...) and Location. */
export const createSandboxCardAccount = defineOperation({
  ...sandboxData,
  operationId: "createSandboxCardAccount",
  method: "post",
  path: "/v1/sandbox/card-accounts",
  summary: "Create a card account",
  body: CreateCardAccountRequest,
  responses: { 201: { description: "Created.", body: CardAccountResponse, headers: ["Location"] } },
  errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN", "CONFLICT"],
  handle: (c) => {
    const fixes = acceptedFixes(c);
    const input = validBody(c, CreateCardAccountRequest, (raw) => cardAccountRules(raw, fixes));
    const { card, owner } = createCardAccount(bankContext(c).store, input);
    c.header("Location", link(c, `/v1/sandbox/card-accounts/${card.cardAccountId}`).href);
    return c.json(cardAccountView(c, card, owner, fixes), 201);
  },
});
