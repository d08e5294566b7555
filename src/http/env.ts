import type { BankContext, SandboxContext } from "../context.js";
import type { UnitOfWork } from "../store/unit-of-work.js";
import type { MatchedOperation, OperationRules } from "./operation-rules.js";

/** The TPP behind a request, taken from its signing certificate. Resources belong to one TPP. */
export interface TppIdentity {
  /** Stable id: the certificate's organizationIdentifier, else its SHA-256 fingerprint. */
  id: string;
  name?: string;
  /** PSD2 roles from the certificate's QC statement (PSP_PI, PSP_AI, ...), when present. */
  roles: string[];
  /** Set when the certificate carries a QC statement, whose roles then decide what the TPP may do. */
  qcStatement?: true;
}

/** An answer as `recordAnswers` (`src/http/answers.ts`) kept it: the Response and its body as given. */
export interface BuiltAnswer {
  response: Response;
  body: string | ArrayBuffer | Uint8Array | ReadableStream | Blob | null;
}

/** What other features add to the request's entry in the request log (rare: a refusal, a fault). */
export interface LogNotes {
  notes: string[];
  /** The diagnosis of a refused (or, in warn mode, only reported) signature. */
  signature?: object;
}

/** What every stage may read, from the pipeline's frame on (`src/pipeline.ts`). */
export interface FrameVariables {
  /** The sandbox's context, set once for the request and never replaced. */
  ctx: SandboxContext;
  requestId: string;
  /** The X-Request-ID header as sent (trimmed; empty when absent); `requestId` is it or a made-up one. */
  requestIdSent: string;
  /** The answer as built, for those who read the finished answer's body. */
  answer?: BuiltAnswer;
  /** Made on the first note (`noteForLog`, `keepDiagnosis` in `src/http/log-notes.ts`). */
  logNotes?: LogNotes;
  /** Set by `baseUrl` on first use. */
  baseUrl?: string;
  /** Set by `requestUrl` on first use. */
  url?: URL;
  /** Not known before the signature check: the stages before it see that it may be missing. */
  tpp?: TppIdentity;
  rawBody?: Uint8Array;
  /**
   * The declared operation the request matched (first in declaration order, as the routes), set once
   * at the start (`matchOperation`, src/http/operation-router.ts); absent when none matches (a 404).
   */
  operation?: MatchedOperation;
  /** Its path parameters as sent (not decoded). */
  operationParams?: Readonly<Record<string, string>>;
  /**
   * When no operation matches: the defaults of the interface whose base holds the path (`rulesByBase`,
   * src/http/operation-router.ts), what the request log reads of a 404.
   */
  unmatchedRules?: OperationRules;
}

/**
 * The environment of the stages before the signature check (`src/app.ts` lists them): to them the
 * caller is not known yet, so reading `tpp` as known is a type error there.
 */
export interface FrameEnv {
  Variables: FrameVariables;
}

/**
 * Hono environment of the signature check's stage and everything after it: every route. The TPP and
 * the signed bytes are there (on the bank's interface; a page or the control API has no signer).
 */
export interface AppEnv {
  Variables: FrameVariables & {
    /**
     * The bank the request works on, decided once (`src/tenancy/middleware.ts`): the calling TPP's
     * for `/v1`, the bank holding the record for the SCA page and the control API's record views;
     * unset elsewhere (the sandbox's own bank). Set once, never swapped; read it with `bankContext(c)`.
     */
    bank?: BankContext;
    /**
     * The request's unit of work on the bank's interface (`/v1`): what the bank's scope writes to,
     * committed once with the request's X-Request-ID record (`src/idempotency/middleware.ts`).
     */
    work?: UnitOfWork;
    /** Raw request body bytes, as signed (empty for requests without a body). */
    rawBody: Uint8Array;
    tpp: TppIdentity;
  };
}
