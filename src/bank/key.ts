/** Card transactions are keyed by card account and id: an id is unique within its card account. */
export const cardTransactionKey = (cardAccountId: string, cardTransactionId: string): string =>
  `${cardAccountId}/${cardTransactionId}`;
