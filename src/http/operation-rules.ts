import type { z } from "zod";

/** A PSD2 role and the service it opens, as a refusal names it (src/http/roles.ts). */
export interface Psd2Role {
  readonly role: "PSP_PI" | "PSP_AI";
  readonly service: string;
}

/** The collections whose records a random id names in one bank (`Tenancy.holding`). */
export type HeldCollection = "authorisations" | "payments" | "baskets";

/**
 * What the pipeline enforces for an operation, read from the matched declaration (`c.var.operation`),
 * never from its path. An interface may give every operation of it the same (`defaults`).
 */
export interface OperationRules {
  /** The PSD2 role a certificate with a QC statement must hold (src/http/roles.ts). */
  role?: Psd2Role;
  /** Interface 5.1: its body is taken without a Digest (signing basket creation). */
  digestExempt?: true;
  /**
   * The record named by this path parameter decides the request's bank (a page or view that serves
   * every bank): the bank holding it, found in one lookup.
   */
  heldBy?: { collection: HeldCollection; param: string };
  /** The path parameters the request log lists as the request's resources, in this order. */
  logs?: readonly string[];
  /**
   * Whether the request log keeps its requests (unless said: it does). Not the log's own routes, nor
   * the pages someone watches (the dashboard's, the readiness report): watching would fill it.
   */
  logged?: boolean;
  /**
   * The dashboard's credentials its requests carry, which the request log leaves out: `form`, a form
   * body's csrf field and a page's CSRF token; `login`, the whole body (the admin token) as well.
   */
  logSecrets?: LogSecrets;
}

/** What of a request the request log leaves out (`OperationRules.logSecrets`). */
export type LogSecrets = "form" | "login";

/** The operation a request matched (`c.var.operation`), as the pipeline's stages read it. */
export interface MatchedOperation extends OperationRules {
  readonly operationId: string;
}

/** `[name, schema]` pairs: the names of an interface's schemas in the OpenAPI document's components. */
export type SchemaNames = readonly (readonly [string, z.ZodType])[];

/** One recorded call of an operation, shown as its example in the OpenAPI document. */
export interface Example {
  request?: unknown;
  status: number;
  response?: unknown;
}

/** An interface's examples, by operationId (its folder's examples.json). */
export type Examples = Readonly<Record<string, Example>>;

/** A tag of the OpenAPI document, as an interface declares it. */
export interface Tag {
  readonly name: string;
  readonly description: string;
}

/**
 * What an interface says of all its operations (`defineInterface`, src/http/interface.ts), as the
 * OpenAPI document reads it off each operation (`Operation.within`).
 */
export interface InterfaceFacts {
  readonly name: string;
  /** A TPP's signed calls (the bank's interface). */
  readonly signed?: true;
  /** Browser apps may call it (CORS). */
  readonly cors?: true;
  /** Its tags in the OpenAPI document, in the order the docs page shows them. */
  readonly tags?: readonly Tag[];
  /** Its schemas' names in the document, loaded when the document is built (start-up reads none). */
  readonly schemaNames?: () => Promise<SchemaNames>;
  /** Those names once loaded (`described`). */
  readonly loadedSchemaNames?: SchemaNames;
  /**
   * Its operations' examples (its folder's examples.json, which the scripted contract run writes),
   * loaded when the document is built.
   */
  readonly examples?: () => Promise<Examples>;
  /** Those examples once loaded (`described`). */
  readonly loadedExamples?: Examples;
}
