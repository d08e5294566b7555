import type { Bank, SandboxContext } from "../context.js";

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

/** Hono environment shared by every middleware and route. */
export interface AppEnv {
  Variables: {
    /** The sandbox's context, set once for the request and never replaced. */
    ctx: SandboxContext;
    /**
     * The bank the request works on, decided once (`src/tenancy/middleware.ts`): the calling TPP's
     * for `/v1`, the bank holding the record for the SCA page and the control API's record views;
     * unset elsewhere (the sandbox's own bank). During a `/v1` handler its store is the request's unit of work.
     */
    bank?: Bank;
    requestId: string;
    /** Raw request body bytes, as signed (empty for requests without a body). */
    rawBody: Uint8Array;
    tpp: TppIdentity;
    /** Set by `baseUrl` on first use. */
    baseUrl?: string;
    /** Set by `requestUrl` on first use. */
    url?: URL;
  };
}
