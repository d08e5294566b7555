import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emptyData, model } from "../../src/collections.js";
import type { RequestIdRecord } from "../../src/idempotency/model.js";
import { openJournalStore } from "../../src/store/journal-store.js";
import { recordingLogger, tempDir } from "../store/helpers.js";

const record = (n: number): RequestIdRecord => ({
  key: `PSDNO-FSA-999999991 0b6ef3c4-5dc1-4c3e-9b9a-6f0b9d1c2a${String(n).padStart(2, "0")}`,
  request: n % 2 === 0 ? "POST /v1/payments/sepa-credit-transfers" : "GET /v1/sandbox/customers?limit=1",
  bodyHash: n % 2 === 0 ? "jhuEZTVn8pi5Gqxm8nie-pPGmsDrza2M6BHJhcw1MYc" : "",
  at: Date.parse("2026-03-02T10:00:00Z") + n,
  answer: "d1:o3WaLE7MS0nKr9ArSS0uISKwqkqcQkNdqwIzzR1T0iOczUryDT10A2mXTrHbNwhTL0o4gtKub1S2a3Zi",
});

describe("remembered X-Request-IDs packed in memory", () => {
  it("are JSON in the journal and the data file, and read back unchanged after a restart and after a fold", async () => {
    const file = join(await tempDir(), "store.json");
    const open = () =>
      openJournalStore({
        model,
        file,
        logger: recordingLogger(),
        compactAfterEntries: 1000,
        initial: () => emptyData(1),
      });
    const records = [0, 1, 2, 3].map(record);
    const store = await open();
    for (const r of records) store.put("requestIds", r);
    await store.sync();
    expect(await readFile(`${file}.journal`, "utf8")).toContain(JSON.stringify(records[0]));
    const sorted = (list: RequestIdRecord[]) => [...list].sort((a, b) => a.key.localeCompare(b.key));
    expect(sorted(store.values("requestIds"))).toEqual(records);
    await store.close();
    // The close folded them into the data file: its JSON text, read where it is.
    expect(await readFile(file, "utf8")).toContain(JSON.stringify(records[1]));
    const again = await open();
    for (const r of records) expect(again.get("requestIds", r.key)).toEqual(r);
    expect(sorted(again.dump().requestIds ? Object.values(again.dump().requestIds) : [])).toEqual(records);
    await again.close();
  });
});
