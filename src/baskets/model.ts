/**
 * A signing basket (interface 2.6, Berlin Group `signing-baskets`): payments and consents of one TPP
 * and one PSU that one SCA authorises together. Its status is never stored: it is derived from its
 * members' statuses whenever it is read (`statusOf` in `./service.ts`, by `domain/basket-status.ts`), so it cannot go stale.
 */
export interface BasketRecord {
  /** Opaque, URL-safe, unguessable (128 random bits). */
  basketId: string;
  /** The TPP that created the basket (isolation: no other TPP sees it). */
  tppId: string;
  /** The PSU (customerId) and agreement every member of the basket was made under. */
  psuCustomerId: string;
  agreementId: string;
  /** The payments, in the order the TPP listed them (none in a basket of consents only). */
  paymentIds: string[];
  /** The consents, in the order the TPP listed them; absent when none. */
  consentIds?: string[];
  /** Basket authorisations, oldest first; the first is created with the basket. */
  authorisationIds: string[];
  createdAt: string;
}
