/** An account's state at the bank: `blocked` takes no payments from it, `deleted` is closed. */
export const accountStatuses = ["enabled", "blocked", "deleted"] as const;
export type AccountStatus = (typeof accountStatuses)[number];
