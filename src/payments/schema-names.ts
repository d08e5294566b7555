import { z } from "zod";
import type { SchemaNames } from "../http/operation-rules.js";
import {
  AuthorisationList,
  AuthorisationStarted,
  ScaChallengeBody,
  ScaStatusResponse,
  StartAuthorisationBody,
} from "../sca/schema.js";
import { BulkAccount, DomesticAccount, SepaAccount } from "./schema/accounts.js";
import { Address, BulkAddress, PurposeCode } from "./schema/address.js";
import { ChargeBearer } from "./schema/berlin-group.js";
import { BulkEntry, BulkPayment } from "./schema/bulk.js";
import { DomesticPayment } from "./schema/domestic.js";
import { FeeInformationRequest } from "./schema/fee-information.js";
import { Frequency, PeriodicPayment } from "./schema/periodic.js";
import { EntryOutcome, PaymentRead, PeriodicExecution } from "./schema/read.js";
import { StructuredRemittance } from "./schema/remittance.js";
import {
  CancellationStarted,
  FeeInformationResponse,
  PaymentCreated,
  PaymentCreatedExplicit,
  PaymentStatusResponse,
  TransactionStatus,
  withStatus,
} from "./schema/responses.js";
import { SepaPayment } from "./schema/sepa.js";

/**
 * Payment initiation's schemas in the OpenAPI document, as the Berlin Group's 1.3.12 file names them
 * (docs/decisions.md, "Schema names"), with those of the authorisations and the 401 Challenge.
 */
export const paymentSchemaNames: SchemaNames = [
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
];
