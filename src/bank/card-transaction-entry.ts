import { z } from "zod";
import { Country, Currency, Int32Amount, IsoDate, PositiveDecimal, nonBlankText } from "../http/fields.js";

/** The interface's Address (2.1) as a card acceptor's: `townName` belongs to bulk entries only. */
export const CardAcceptorAddress = z
  .object({
    street: nonBlankText(70).optional(),
    buildingNumber: z.string().min(1).optional(),
    postalCode: z.string().min(1).optional(),
    city: z.string().min(1).optional(),
    country: Country,
  })
  .strict();

/** 2.7 `currencyExchange`: one object (the interface's shape; the Berlin Group has a list). */
export const CurrencyExchange = z
  .object({
    sourceCurrency: Currency,
    targetCurrency: Currency,
    exchangeRate: PositiveDecimal,
    unitCurrency: Currency,
    quotationDate: IsoDate,
  })
  .strict();

/**
 * One entry of POST /v1/sandbox/card-accounts/{id}/transactions (interface 2.7). Every field but
 * currencyExchange is required. markupFee and the fields after it sit at entry level, as listed.
 * Lengths the interface leaves open are the Berlin Group's (cardTransaction, 1.3.12).
 */
export const CardTransactionEntry = z
  .object({
    cardTransactionId: nonBlankText(35),
    terminalId: nonBlankText(35),
    bookingDate: IsoDate,
    transactionDate: IsoDate,
    transactionAmount: Int32Amount,
    originalAmount: Int32Amount,
    merchantCategoryCode: z.string().regex(/^\d{4}$/, "must be a 4-digit merchant category code, e.g. 5411"),
    currencyExchange: CurrencyExchange.optional(),
    markupFee: Int32Amount,
    markupFeePercentage: PositiveDecimal,
    cardAcceptorId: nonBlankText(35),
    cardAcceptorAddress: CardAcceptorAddress,
    maskedPan: nonBlankText(35),
    transactionDetails: nonBlankText(1000),
    // A string, not a JSON boolean: the interface types it so (the Berlin Group has a boolean).
    invoiced: z.custom<"true" | "false">(
      (v) => v === "true" || v === "false",
      'must be the string "true" or "false"',
    ),
    proprietaryBankTransactionCode: nonBlankText(35),
  })
  .strict();
export type CardTransactionEntry = z.infer<typeof CardTransactionEntry>;
