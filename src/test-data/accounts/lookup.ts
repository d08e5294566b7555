import { ApiError, apiError } from "../../errors.js";
import type { AccountRecord, CustomerRecord } from "../model.js";
import type { Records } from "../../store/store.js";

/** The account a path names, with its owner, or 404 RESOURCE_UNKNOWN at that path parameter. */
export function findAccount(
  store: Records,
  id: string,
  param = "accountId",
): { account: AccountRecord; owner: CustomerRecord } {
  const account = store.get("accounts", id);
  const owner = account && store.get("customers", account.ownerCustomerId);
  if (!account || !owner) {
    throw apiError(
      "RESOURCE_UNKNOWN",
      `no sandbox account ${id}; account ids are listed in a customer's "accounts"`,
      param,
    );
  }
  return { account, owner };
}

/** A closed (deleted) account takes no new transactions or balances; a blocked one still does. */
export function openAccount(store: Records, id: string, param = "accountId") {
  const found = findAccount(store, id, param);
  if (found.account.status === "deleted") {
    throw new ApiError("STATUS_INVALID", [
      { path: param, text: `account ${id} is closed (status deleted); it takes no changes` },
    ]);
  }
  return found;
}
