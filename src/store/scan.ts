import type { Collection } from "./registry.js";
import type { Records } from "./store.js";

/** Ids looked at per turn of the event loop: at a million records, one slice takes a few ms. */
export const SCAN_SLICE = 500;

/**
 * Calls `each` with every id of `collection`, SCAN_SLICE at a time, and yields to other clients
 * between slices. The ids are listed a slice at a time too (`store.idsFrom`), so a walk over a
 * million settled payments never holds the event loop for long or keeps their records: `each` reads
 * what it needs (`store.get`) and drops it. `each` answering "stop" ends the walk. `sliceDone` runs
 * at the end of each slice, before other clients are let in (to commit what the slice decided).
 */
export async function eachIdInSlices(
  store: Records,
  collection: Collection,
  each: (id: string) => unknown,
  sliceDone?: () => void,
): Promise<void> {
  for (let from: number | undefined = 0; from !== undefined; ) {
    const page = store.idsFrom(collection, from, SCAN_SLICE);
    // The last page holds every record kept in memory (all of them in memory mode): sliced too.
    for (let i = 0; i < page.ids.length; i += SCAN_SLICE) {
      let stop = false;
      for (const id of page.ids.slice(i, i + SCAN_SLICE)) {
        if (each(id) === "stop") {
          stop = true;
          break;
        }
      }
      sliceDone?.();
      if (stop) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    from = page.next;
  }
}
