import type { SandboxContext } from "../context.js";
import type { Data } from "../store/model.js";
import { loadFixtures } from "./fixtures.js";
import { generateData } from "./generate.js";

/**
 * The default data for a seed. Generated once per seed and cloned after, because the store changes
 * the data it is given in place and a reset must always start from the same data.
 */
const cache = new Map<number, Promise<Data>>();

export function defaultData(seed: number): Promise<Data> {
  let data = cache.get(seed);
  if (!data) {
    data = generateData(loadFixtures(), seed);
    cache.set(seed, data);
  }
  return data.then((d) => structuredClone(d));
}

/** Wipe the sandbox and fill it with the default data; the sandbox clock keeps its setting. */
export async function resetData(ctx: SandboxContext): Promise<void> {
  const data = await defaultData(ctx.config.seed);
  data.meta.clockOffsetMs = ctx.clock.offsetMs();
  ctx.store.replace(data);
}
