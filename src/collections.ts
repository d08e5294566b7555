/**
 * The sandbox's collections: the one registry the store is generic over (`store/registry.ts`), a fold
 * over the bank's core records (src/bank/), each interface's own collections (src/interfaces.ts) and the sandbox's
 * own tables. Each collection declares, once, how a record's id is derived and who owns its records;
 * the store, the journal and the data file follow. The model also carries what each kind of
 * authorisation is about (the SCA subjects the interfaces declare) and what each lends a signing
 * basket (their basket members), so whatever holds a store finds them.
 */
import type { InterfaceDeclaration } from "./http/interface.js";
import { bankCollections } from "./bank/collections.js";
import { emptyDataOf } from "./store/records.js";
import { type CollectionSpec, compactWhen, type Data, sandboxWide } from "./store/registry.js";
import type { BankRecord } from "./tenancy/model.js";
import type { TppRecord } from "./trust/model.js";
import type { RequestIdRecord } from "./idempotency/model.js";
import { requestIdPacking } from "./idempotency/kept.js";
import { requestLineDictionary } from "./idempotency/request-lines.js";
import { interfaces } from "./interfaces.js";
import { type ScaSubject, scaSubjectsOf } from "./sca/subject.js";
import type { BatchStep } from "./payments/batch/step.js";
import type { BasketMember } from "./sca/basket-member.js";

/** The sandbox's own tables, one each for the whole sandbox. */
const sandboxCore = {
  /** The TPPs seen and the key each is bound to (trust mode pinned): the bank's own register. */
  tpps: sandboxWide((r: TppRecord) => r.organisationId),
  /**
   * X-Request-IDs of the last `idempotency.window` and their first answers; the key names the TPP.
   * Never changed once written, and looked up by id only: kept compactly (packed bytes, then the
   * data file), so hundreds of thousands cost little memory. Packed by the model (`rememberedIds`).
   */
  requestIds: compactWhen(
    sandboxWide((r: RequestIdRecord) => r.key),
    () => true,
  ),
  /** The banks made so far (tenancy per-tpp), one per organisation; each has its own tables. */
  banks: sandboxWide((r: BankRecord) => r.bankId),
};

/**
 * The collections in the order data files were written in before any interface declared its own:
 * kept, so an unchanged store writes the same file. A collection not named here follows them, in
 * the list's order.
 */
const DATA_FILE_ORDER = [
  "customers",
  "accounts",
  "transactions",
  "cardAccounts",
  "cardTransactions",
  "tppContacts",
  "payments",
  "executions",
  "orderProgress",
  "duplicateKeys",
  "authorisations",
  "baskets",
  "psuSca",
  "tpps",
  "requestIds",
  "banks",
];

type Spec = CollectionSpec<never>;
type Union<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** Every collection of the list's interfaces, typed by its key function (a type-level merge). */
type CollectionsOf<L extends readonly InterfaceDeclaration[]> = Union<
  { [K in keyof L]: L[K] extends { collections: infer C } ? C : Record<never, never> }[number]
>;

/**
 * The X-Request-ID memory's collection for a list of interfaces: its records packed with the request
 * lines of the operations it remembers (the signed interfaces').
 */
function rememberedIds(list: readonly InterfaceDeclaration[]): Spec {
  const remembered = () =>
    list.flatMap((i) => (i.signed === true && typeof i.operations !== "function" ? i.operations : []));
  const packed = requestIdPacking(() => requestLineDictionary(remembered()));
  return { ...sandboxCore.requestIds, packed } as Spec;
}

/**
 * The store's model for a list of interfaces: the core's collections and theirs, their SCA subjects
 * and their batch steps.
 */
export function modelOf<L extends readonly InterfaceDeclaration<ScaSubject>[]>(list: L) {
  const all: Record<string, Spec> = Object.assign(
    {},
    bankCollections,
    ...list.map((i) => i.collections ?? {}),
    sandboxCore,
    { requestIds: rememberedIds(list) },
  );
  const rank = (name: string) => {
    const at = DATA_FILE_ORDER.indexOf(name);
    return at < 0 ? DATA_FILE_ORDER.length : at;
  };
  const collections = Object.fromEntries(
    Object.entries(all).sort(([a], [b]) => rank(a) - rank(b)),
  ) as typeof bankCollections & CollectionsOf<L> & typeof sandboxCore;
  return {
    collections,
    meta: {
      /** Sandbox clock offset from real time in ms, so moved time survives a restart. */
      clockOffsetMs: 0,
      /** The faker seed the data was generated with. */
      seed: 0,
    },
    scaSubjects: scaSubjectsOf(list.flatMap((i) => i.scaSubjects ?? [])),
    // Declared as `BatchStep`s (src/payments/batch/step.ts), which the declaration's type leaves open.
    batchSteps: list.flatMap((i) => (i.batchSteps ?? []) as readonly BatchStep[]),
    // Each member is typed where it is declared (`BasketMember`); the list carries them as declared.
    basketMembers: list.flatMap((i) => i.basketMembers ?? []) as readonly BasketMember[],
  };
}

export const model = modelOf(interfaces);

declare module "./store/registry.js" {
  interface Register {
    model: typeof model;
  }
}

export function emptyData(seed = 0): Data {
  return emptyDataOf(model, { clockOffsetMs: 0, seed });
}
