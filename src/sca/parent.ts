import type { Context } from "hono";
import type { RecordsContext } from "../context.js";
import type { z } from "zod";
import type { AppEnv } from "../http/env.js";
import type { OperationDoc } from "../http/operation-doc.js";
import type { AuthorisationRecord } from "./model.js";
import type { StartRequest } from "./start.js";

/**
 * A resource with authorisation sub-resources (`{path}/{segment}`): a payment (its
 * authorisations and its cancellation-authorisations) or a signing basket. SCA's routes serve them
 * all through this; the resource's feature implements it and composition mounts the routes.
 */
export interface AuthorisationParent<R, Path extends string = string, Segment extends string = string> {
  /** The resource's router path, e.g. `/v1/signing-baskets/:basketId`. */
  path: string;
  /** The resource in the OpenAPI document: its path template, path parameters and tag. */
  doc: { path: Path; params: z.ZodObject; tag: string };
  /** Its three operations' names and errors (what they share is declared by SCA's routes). */
  operations: Record<"start" | "list" | "status", AuthorisationOperationDoc>;
  /** `authorisations` or `cancellation-authorisations`. */
  segment: Segment;
  /** How a 404 names the resource: "no authorisation … for this {noun}". */
  noun: string;
  /** The calling TPP's resource at the request's path (with what reading it expires), or its 404. */
  find<E extends AppEnv>(c: Context<E>): R;
  /** The resource's own address, under which its authorisations' links go. */
  href(resource: R): string;
  /** Its authorisations of this segment, oldest first. */
  authorisationIds(resource: R): readonly string[];
  /** A new authorisation, stored with the resource's change; or the error why none can start now. */
  start(ctx: RecordsContext, resource: R, request: StartRequest): AuthorisationRecord;
}

export type AuthorisationOperationDoc = Pick<
  OperationDoc,
  "operationId" | "summary" | "description" | "errors"
>;
