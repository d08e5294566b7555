/**
 * Tenancy: with `tenancy: "per-tpp"` (the default) each organisation works on a bank of its own —
 * customers, accounts, agreements, card accounts, payments, baskets, authorisations — seeded from the
 * configured seed on its first call; with `shared`, every TPP works on the one bank. Banks live in the
 * one store (`Store.bank`); the store's own (unsuffixed) tables are the bank of the control API's
 * defaults and of `shared` mode.
 */
import type { SandboxConfig } from "../config/schema.js";
import type { Bank, Tenancy } from "../context.js";
import { change } from "../store/change.js";
import type { Data } from "../store/registry.js";
import type { Store } from "../store/store.js";

export interface TenancyOptions {
  config: SandboxConfig;
  store: Store;
  /** The seed's data, a fresh copy per call (pre-generated for the default seed: no faker). */
  seedData: () => Promise<Data>;
  now: () => Date;
}

export function createTenancy({ config, store, seedData, now }: TenancyOptions): Tenancy {
  const viewOf = (bankId: string) => store.bank(bankId);
  /** A bank's first call: its tables and its record in one commit, so a crash leaves it whole or absent. */
  async function seed(bankId: string): Promise<void> {
    const data = await seedData();
    if (store.get("banks", bankId) !== undefined) return; // another call seeded it meanwhile
    viewOf(bankId).replace(data, [
      change.put("banks", { bankId, seed: config.seed, seededAt: now().toISOString() }),
    ]);
  }
  const own: Bank = { id: undefined, store };
  const bankOf = (bankId: string) => ({ id: bankId, store: viewOf(bankId) });
  return {
    bank(tppId) {
      if (config.tenancy === "shared") return own;
      if (store.get("banks", tppId) === undefined) return seed(tppId).then(() => bankOf(tppId));
      return bankOf(tppId);
    },
    holding(collection, id) {
      const bankId = store.bankOf(collection, id);
      return bankId === undefined ? undefined : bankId === "" ? own : bankOf(bankId);
    },
    all() {
      if (config.tenancy === "shared") return [store];
      return [store, ...store.values("banks").map((b) => viewOf(b.bankId))];
    },
    tppBanks() {
      if (config.tenancy === "shared") return [];
      return store.values("banks").map((b) => bankOf(b.bankId));
    },
    async reset(tppId) {
      if (store.get("banks", tppId) === undefined) return seed(tppId);
      viewOf(tppId).replace(await seedData());
    },
  };
}
