import { readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { authorisation, copyStoreFiles, openJournal, tempDir } from "./helpers.js";

const open = (file: string, compactAfterEntries = 100_000) => openJournal(file, { compactAfterEntries });

/** A store holding `n` authorisations, 1 in 4 still open, folded and closed. */
async function folded(n: number) {
  const file = join(await tempDir(), "store.json");
  const { store } = await open(file);
  for (let i = 0; i < n; i++)
    store.put("authorisations", authorisation(`a${i}`, i % 4 ? "failed" : "received"));
  const data = store.dump();
  await store.close();
  return { file, data };
}

const staleLine = expect.objectContaining({
  level: "info",
  msg: expect.stringMatching(/index .* not current/),
});

describe("the data file's index", () => {
  it("is written by every fold, and a restart reads the same data through it", async () => {
    const { file, data } = await folded(50);
    const index = await stat(`${file}.index`);
    expect(index.size).toBeGreaterThan(0);
    const { store, logger } = await open(file);
    expect(store.dump()).toEqual(data);
    expect(store.active("authorisations")).toHaveLength(13);
    expect(logger.lines).toEqual([]);
    await store.close();
  });

  it("missing (deleted, or a store from before indexes), makes a start read every line and write it again", async () => {
    const { file, data } = await folded(50);
    await rm(`${file}.index`);
    const { store } = await open(file);
    expect(store.dump()).toEqual(data);
    await store.close();
    expect((await stat(`${file}.index`)).size).toBeGreaterThan(0);
  });

  it("is not used once it describes another data file: an older one (a crash between the two renames of a fold), or a file edited by hand", async () => {
    const { file } = await folded(40);
    const older = await readFile(`${file}.index`);
    const { store } = await open(file);
    store.remove("authorisations", "a1");
    store.put("authorisations", authorisation("a2", "received"));
    store.put("authorisations", authorisation("new", "finalised"));
    const data = store.dump();
    await store.close();
    await writeFile(`${file}.index`, older);
    const again = await open(file);
    expect(again.store.dump()).toEqual(data);
    expect(again.logger.lines).toEqual([staleLine]);
    await again.store.close();

    // The same length, another content: what a hand edit may leave. Done without removing the
    // checksum line it is damage (test/store/damage.test.ts); with it removed, an older sandbox's file.
    const text = await readFile(file, "utf8");
    await writeFile(
      file,
      text
        .replace('"a3":{"authorisationId":"a3"', '"a4":{"authorisationId":"a3"')
        .replace('"a4":{"authorisationId":"a4"', '"a3":{"authorisationId":"a4"')
        .replace(/"checksum":.*\n/, ""),
    );
    const edited = await open(file);
    expect(edited.logger.lines).toEqual([
      staleLine,
      expect.objectContaining({ level: "info", msg: expect.stringMatching(/no checksum/) }),
    ]);
    expect(edited.store.get("authorisations", "a4")?.authorisationId).toBe("a3");
    await edited.store.close();
  });

  it("lists the ids of the records the data file holds, any character in them, without reading the records", async () => {
    const file = join(await tempDir(), "store.json");
    const { store } = await open(file);
    const ids = ["plain", 'quote"d', "back\\slash", "Bjørnstad", "line\nbreak", "open"];
    for (const id of ids)
      store.put("authorisations", authorisation(id, id === "open" ? "received" : "failed"));
    await store.close();
    const again = await open(file);
    expect(again.store.ids("authorisations").sort()).toEqual([...ids].sort());
    for (const id of ids) expect(again.store.get("authorisations", id)?.authorisationId).toBe(id);
    await again.store.close();
  });

  it("that is damaged is not used: it is kept aside as it was, with a warning, and written anew", async () => {
    const { file, data } = await folded(30);
    const bytes = await readFile(`${file}.index`);
    const damaged = bytes.subarray(0, bytes.length - 3);
    await writeFile(`${file}.index`, damaged);
    const { store, logger } = await open(file);
    expect(store.dump()).toEqual(data);
    const keptAs = `${file}.index.damaged-`;
    expect(logger.lines).toEqual([
      {
        level: "warn",
        msg: expect.stringMatching(/index is damaged/),
        fields: { file: `${file}.index`, keptAs: expect.stringContaining(keptAs) },
      },
    ]);
    expect(await readFile(String(logger.lines[0]?.fields?.keptAs))).toEqual(damaged);
    await store.close();
    const again = await open(file);
    expect(again.logger.lines).toEqual([]);
    await again.store.close();
  });

  it("stays true through folds that run while final records are removed, replaced and added", async () => {
    const { file } = await folded(2000);
    const { store } = await open(file, 50);
    // Each change is an entry: folds start as the journal outgrows compactAfterEntries, during these.
    for (let round = 0; round < 5; round++) {
      for (let i = round; i < 2000; i += 7) {
        if (i % 3 === 0) store.remove("authorisations", `a${i}`);
        else if (i % 3 === 1) store.put("authorisations", authorisation(`a${i}`, "exempted"));
        else store.put("authorisations", authorisation(`b${round}-${i}`, "finalised"));
      }
      await store.sync();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const data = store.dump();
    // What a crash at this instant leaves (data file, its index, the journal), and a clean stop.
    const copy = join(await tempDir(), "store.json");
    await copyStoreFiles(file, copy, { timestamps: true });
    await store.close();
    for (const f of [file, copy]) {
      const { store: again } = await open(f);
      expect(again.dump()).toEqual(data);
      await again.close();
    }
  });
});
