import { ApiError, apiError } from "../../errors.js";
import type { CardAccountRecord } from "../model.js";
import type { Records } from "../../store/store.js";

/** The card account a path names, or 404 RESOURCE_UNKNOWN at that path parameter. */
export function findCardAccount(store: Records, id: string, param = "cardAccountId"): CardAccountRecord {
  const card = store.get("cardAccounts", id);
  if (!card) {
    throw apiError(
      "RESOURCE_UNKNOWN",
      `no sandbox card account ${id}; create one with POST /v1/sandbox/card-accounts, or find ids in a customer's "cardAccounts"`,
      param,
    );
  }
  return card;
}

/** A closed (deleted) card account takes no new transactions or balances. */
export function openCardAccount(store: Records, id: string, param = "cardAccountId"): CardAccountRecord {
  const card = findCardAccount(store, id, param);
  if (card.status === "deleted") {
    throw new ApiError("STATUS_INVALID", [
      { path: param, text: `card account ${id} is closed (status deleted); it takes no changes` },
    ]);
  }
  return card;
}
