import type { HeaderTable } from "../http/headers.js";

/**
 * What every sandbox data operation declares: its tag and the optional x-accept-fix, which the
 * folder's own middleware checks (src/test-data/fixes.ts) rather than the operation's header check.
 */
const acceptFix: HeaderTable = { "x-accept-fix": "O" };

export const sandboxData = { tag: "Sandbox data", headers: acceptFix, enforceHeaders: false } as const;
