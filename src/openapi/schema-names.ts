import { z } from "zod";
import { TppMessage } from "../errors.js";
import { AccountReference, Amount } from "../http/fields.js";
import { Link, Links, ShownAmount } from "../http/schemas.js";
import {
  BasketCreated,
  BasketRead,
  BasketStatusResponse,
  BasketTransactionStatus,
  CreateBasketBody,
} from "../baskets/schema.js";
import { BulkAccount, DomesticAccount, SepaAccount } from "../payments/schema/accounts.js";
import { Address, BulkAddress, PurposeCode } from "../payments/schema/address.js";
import { ChargeBearer } from "../payments/schema/berlin-group.js";
import { BulkEntry, BulkPayment } from "../payments/schema/bulk.js";
import { DomesticPayment } from "../payments/schema/domestic.js";
import { FeeInformationRequest } from "../payments/schema/fee-information.js";
import { Frequency, PeriodicPayment } from "../payments/schema/periodic.js";
import { EntryOutcome, PaymentRead, PeriodicExecution } from "../payments/schema/read.js";
import { StructuredRemittance } from "../payments/schema/remittance.js";
import {
  CancellationStarted,
  FeeInformationResponse,
  PaymentCreated,
  PaymentCreatedExplicit,
  PaymentStatusResponse,
  TransactionStatus,
  withStatus,
} from "../payments/schema/responses.js";
import { SepaPayment } from "../payments/schema/sepa.js";
import { ScaStatus } from "../sca/model.js";
import {
  AuthorisationList,
  AuthorisationStarted,
  ScaChallengeBody,
  ScaStatusResponse,
  StartAuthorisationBody,
} from "../sca/schema.js";

/**
 * The names of the bank interface's schemas in the OpenAPI document, as the Berlin Group's 1.3.12
 * file names them where it has the schema (docs/decisions.md, "Schema names"). Any schema of the
 * document that allows exactly what one of these allows is shown as a `$ref` to it
 * (./schema-components.ts), so a body declared anywhere is named here without the declaration changing.
 */
export const interfaceSchemaNames: readonly (readonly [string, z.ZodType])[] = [
  // Shared types.
  ["amount", Amount],
  ["shownAmount", ShownAmount],
  ["accountReference", AccountReference],
  ["accountReferenceSepa", SepaAccount],
  ["accountReferenceDomestic", DomesticAccount],
  ["accountReferenceBulk", BulkAccount],
  ["address", Address],
  ["addressBulk", BulkAddress],
  ["remittanceInformationStructured", StructuredRemittance],
  ["purposeCode", PurposeCode],
  ["chargeBearer", ChargeBearer],
  ["frequencyCode", Frequency],
  ["transactionStatus", TransactionStatus],
  ["transactionStatus_SBS", BasketTransactionStatus],
  ["scaStatus", ScaStatus],
  ["hrefType", Link],
  ["_linksAll", Links],
  ["tppMessageGeneric", TppMessage],
  // Payment initiation: the four products' bodies and their answers.
  ["paymentInitiationSct_json", SepaPayment],
  ["paymentInitiationDomestic_json", DomesticPayment],
  ["periodicPaymentInitiation_json", PeriodicPayment],
  ["bulkPaymentInitiation_json", BulkPayment],
  ["paymentInitiationBulkElement_json", BulkEntry],
  ["_linksPaymentInitiation", PaymentCreated.shape._links],
  ["_linksPaymentInitiationExplicit", PaymentCreatedExplicit.shape._links],
  ["paymentInitiationRequestResponse-201_redirect", PaymentCreated],
  ["paymentInitiationRequestResponse-201_explicit", PaymentCreatedExplicit],
  ["paymentInitiationRequestResponse-201", z.union([PaymentCreated, PaymentCreatedExplicit])],
  ["_linksPaymentInitiationStatus", PaymentStatusResponse.shape._links],
  ["paymentInitiationStatusResponse-200_json", PaymentStatusResponse],
  ["_linksPaymentInitiationCancel", CancellationStarted.shape._links],
  ["paymentInitiationCancelResponse-202", CancellationStarted],
  ["paymentInitiationSctWithStatusResponse", withStatus(SepaPayment)],
  ["paymentInitiationDomesticWithStatusResponse", withStatus(DomesticPayment)],
  ["periodicPaymentInitiationWithStatusResponse", PaymentRead.options[2]],
  ["bulkPaymentInitiationWithStatusResponse", PaymentRead.options[3]],
  ["periodicExecution", PeriodicExecution],
  ["bulkEntryOutcome", EntryOutcome],
  ["paymentInformationResponse-200", PaymentRead],
  ["feeInformationRequest_json", FeeInformationRequest],
  ["feeInformationResponse-200", FeeInformationResponse],
  // Authorisations and the 401 Challenge.
  ["startScaprocessRequest_json", StartAuthorisationBody],
  ["_linksStartScaProcess", AuthorisationStarted.shape._links],
  ["startScaprocessResponse", AuthorisationStarted],
  ["authorisations", AuthorisationList],
  ["scaStatusResponse", ScaStatusResponse],
  ["_linksScaChallenge", ScaChallengeBody.shape._links],
  ["scaChallengeResponse-401", ScaChallengeBody],
  // Signing baskets.
  ["signingBasket", CreateBasketBody],
  ["signingBasketResponse-201", BasketCreated],
  ["signingBasketResponse-200", BasketRead],
  ["signingBasketStatusResponse-200", BasketStatusResponse],
];
