import type { HeaderTable } from "../http/headers.js";
import type { OperationDoc } from "../http/operation-doc.js";

/** What every sandbox data operation shares in the OpenAPI document: its tag and x-accept-fix. */
const acceptFix: HeaderTable = { "x-accept-fix": "O" };

export function sandboxOp(op: Omit<OperationDoc, "tag">): OperationDoc {
  return { tag: "Sandbox data", headers: acceptFix, ...op };
}
