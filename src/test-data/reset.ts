import { readFileSync } from "node:fs";
import type { SandboxContext } from "../context.js";
import type { ScopedRecords } from "../store/scope.js";
import { isInClockRange } from "../domain/clock-range.js";
import type { Data } from "../store/registry.js";
import { packageFile } from "../package-files.js";
import { loadFixtures } from "./fixtures.js";
import { generateData } from "./generate.js";

/**
 * The default seed's data, generated ahead (`npm run fixtures`) so that the common start — a fresh
 * or in-memory sandbox with the default seed, as in every CI run — does not load faker. A test keeps
 * it equal to what the generator makes.
 */
export const PREGENERATED_SEED = 1;
export const pregeneratedFile = packageFile("fixtures/generated/seed-1.json");

/** The collection registry's empty data for a seed (`emptyData` of the composition layer). */
export type EmptyData = (seed: number) => Data;

function generate(seed: number, empty: EmptyData): Promise<Data> {
  if (seed === PREGENERATED_SEED) {
    try {
      return Promise.resolve(JSON.parse(readFileSync(pregeneratedFile, "utf8")) as Data);
    } catch {
      // Missing or unreadable: generate it as for any other seed.
    }
  }
  return generateData(loadFixtures(), empty(seed));
}

/**
 * The default data for a seed. Generated once per seed and cloned after, because the store changes
 * the data it is given in place and a reset must always start from the same data.
 */
const cache = new Map<number, Promise<Data>>();

export function defaultData(seed: number, empty: EmptyData): Promise<Data> {
  let data = cache.get(seed);
  if (!data) {
    data = generate(seed, empty);
    cache.set(seed, data);
  }
  return data.then((d) => structuredClone(d));
}

/**
 * Wipe the sandbox (or, given a bank's store, that bank) and fill it with the default data; the
 * sandbox clock keeps its setting while it is in its range (else it goes back to real time).
 */
export async function resetData(
  ctx: Pick<SandboxContext, "seedData" | "clock"> & { store: ScopedRecords },
): Promise<void> {
  const data = await ctx.seedData();
  if (!isInClockRange(ctx.clock.now())) ctx.clock.advance(-ctx.clock.offsetMs());
  data.meta.clockOffsetMs = ctx.clock.offsetMs();
  // The TPP registry and the X-Request-ID memory outlive a reset: a reset must not unpin a key, nor
  // make a signed request replayable. The banks go (each is seeded again on its TPP's next call).
  data.tpps = Object.fromEntries(ctx.store.values("tpps").map((tpp) => [tpp.organisationId, tpp]));
  data.requestIds = Object.fromEntries(ctx.store.values("requestIds").map((r) => [r.key, r]));
  ctx.store.replace(data);
}
