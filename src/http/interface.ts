import type { Hono } from "hono";
import type { CollectionSpec } from "../store/registry.js";
import type { AppEnv } from "./env.js";
import type { Operation } from "./operation.js";
import type { InterfaceFacts, OperationRules } from "./operation-rules.js";

/** The floors of docs/architecture.md ("Layers") an interface's folder may sit on. */
export type Floor = "bank core" | "SCA" | "resources" | "operations" | "composition";

/**
 * One interface of the sandbox, declared in its own folder: the bank's payment initiation, its signing
 * baskets, its test-data API; the sandbox's control API, SCA page and docs. The app, the operation list,
 * the store's collections, the OpenAPI document and the SCA subjects are folds over the one list of them
 * (src/interfaces.ts); nothing else names an interface's paths.
 */
export interface InterfaceDeclaration<S = unknown, B = unknown, M = unknown> extends InterfaceFacts {
  /** Its name in the list. */
  readonly name: string;
  /** Its folder, from src/ (examples.json lives there); the architecture test places it on `floor`. */
  readonly folder: string;
  readonly floor: Floor;
  /** Where its paths start. */
  readonly base: string;
  /**
   * A TPP's calls (the bank's interface): under `base`, signed, with an X-Request-ID, in the TPP's own
   * bank, remembered by X-Request-ID, JSON only.
   */
  readonly signed?: true;
  /** It acts on the sandbox for a browser: a Host it does not answer to is refused (DNS rebinding). */
  readonly knownHostOnly?: true;
  /** Its bodies are held to the sandbox's size limit before anything reads them (a signed one's always are). */
  readonly limitBody?: true;
  /** Browser apps may call it (config `cors.origins`): CORS under `base`, allowing its header tables. */
  readonly cors?: true;
  /** Rules every operation of it has unless the operation says otherwise. */
  readonly defaults?: OperationRules;
  /**
   * Its operations, in declaration order (the first match answers). A function when they describe
   * the whole list (the OpenAPI document's own routes): it is handed every operation of the app.
   */
  readonly operations: readonly Operation[] | ((all: () => readonly Operation[]) => readonly Operation[]);
  /** Puts its operations on the app (with the middleware of its own), in the order given. */
  mount(app: Hono<AppEnv>, operations: readonly Operation[]): void;
  /** The store collections it keeps its records in (key, owner; `label`: counted on the dashboard). */
  readonly collections?: Readonly<Record<string, CollectionSpec<never>>>;
  /** What each kind of authorisation it starts is about (src/sca/subject.ts's `ScaSubject`). */
  readonly scaSubjects?: readonly S[];
  /**
   * What every batch run does over each bank for it, in order (src/payments/batch/step.ts's
   * `BatchStep`); a run takes the steps of the whole list in its order.
   */
  readonly batchSteps?: readonly B[];
  /** What it lends a signing basket (src/sca/basket-member.ts's `BasketMember`): payments, consents. */
  readonly basketMembers?: readonly M[];
}

/**
 * Declares an interface (its folder's `interface.ts`). The declaration keeps its literal types, so the
 * store's typing can be read off the list's collections.
 */
export function defineInterface<const D extends InterfaceDeclaration>(declaration: D): D {
  return declaration;
}

/** An interface with its operations as the app serves them: its defaults applied, the list resolved. */
export interface ResolvedInterface extends InterfaceDeclaration {
  readonly operations: readonly Operation[];
}

/**
 * Each list's resolution, by the declared list and by the resolved one (which resolves to itself): a
 * list is constants, so it resolves the same for every sandbox.
 */
const resolutions = new WeakMap<readonly InterfaceDeclaration[], readonly ResolvedInterface[]>();

/**
 * The list resolved once per process: each operation with its interface's defaults (its own rules win)
 * and the interface it is served by (`within`), a function of the whole list handed it. Folds read
 * the result, in the list's order.
 */
export function resolveInterfaces(list: readonly InterfaceDeclaration[]): readonly ResolvedInterface[] {
  // The composition root resolves the list once and hands the result on: resolving it again would
  // copy every operation a second time, at start.
  const known = resolutions.get(list);
  if (known !== undefined) return known;
  let all: readonly Operation[] = [];
  const resolved = list.map((declared) => {
    const declaredOps =
      typeof declared.operations === "function" ? declared.operations(() => all) : declared.operations;
    const { name, signed, cors, tags, schemaNames, examples } = declared;
    const within: InterfaceFacts = { name, signed, cors, tags, schemaNames, examples };
    const operations = declaredOps.map((op) => ({ ...declared.defaults, ...op, within }));
    return { ...declared, operations };
  });
  all = resolved.flatMap((i) => i.operations);
  resolutions.set(list, resolved);
  resolutions.set(resolved, resolved);
  return resolved;
}

/** Every operation of the list, in its order. */
export function operationsOf(list: readonly ResolvedInterface[]): readonly Operation[] {
  return list.flatMap((i) => i.operations);
}
