import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { model } from "../../src/collections.js";
import { checkStore } from "../../src/store/check.js";
import { repairStore } from "../../src/store/repair.js";
import { account, openJournal, tempDir } from "./helpers.js";

/** A stopped store (folded) and 3 more changes in its journal, left as a crash leaves them. */
async function store() {
  const file = join(await tempDir(), "store.json");
  const first = await openJournal(file);
  first.store.put("accounts", account("a1"));
  await first.store.close();
  const { store: open } = await openJournal(file);
  for (const id of ["a2", "a3", "a4"]) open.put("accounts", account(id));
  await open.sync();
  // Closed once the test is over, after every check: no file handle is left behind.
  onTestFinished(() => open.close().catch(() => {}));
  return file;
}

const states = async (file: string) => {
  const { data, index, journal } = await checkStore(model, file);
  return [data.state, index.state, journal.state];
};

describe("checkStore and repairStore (store check / store repair)", () => {
  it("finds a sound store sound, and repair changes nothing", async () => {
    const file = await store();
    expect(await states(file)).toEqual(["sound", "sound", "sound"]);
    const before = await readdir(dirname(file));
    expect(await repairStore(model, file)).toMatchObject({ did: [], couldNot: [] });
    expect(await readdir(dirname(file))).toEqual(before);
  });

  it.each([
    {
      name: "a torn journal tail",
      damage: async (f: string) =>
        writeFile(`${f}.journal`, `${await readFile(`${f}.journal`, "utf8")}{"s":9,`),
      found: ["sound", "sound", "torn"],
      did: [/journal: dropped its torn last line .* kept as .*journal\.torn-/],
      couldNot: [],
    },
    {
      name: "a damaged journal line",
      damage: async (f: string) =>
        writeFile(`${f}.journal`, (await readFile(`${f}.journal`, "utf8")).replace('"a3"', '"a9"')),
      found: ["sound", "sound", "damaged"],
      did: [],
      couldNot: [/journal: the changes from the damaged line on cannot be trusted/],
    },
    {
      name: "a missing data file beside a journal",
      damage: (f: string) => rm(f),
      found: ["missing", "stale", "sound"],
      did: [],
      couldNot: [/store\.json: missing, but its journal holds \d+ bytes/],
    },
    {
      name: "a missing index",
      damage: (f: string) => rm(`${f}.index`),
      found: ["sound", "missing", "sound"],
      did: [/index: rebuilt from the data file$/],
      couldNot: [],
    },
  ])("$name: check finds it, repair does what it can", async ({ damage, found, did, couldNot }) => {
    const file = await store();
    await damage(file);
    expect(await states(file)).toEqual(found);
    const repair = await repairStore(model, file);
    expect(repair.did).toEqual(did.map((d) => expect.stringMatching(d)));
    expect(repair.couldNot).toEqual(couldNot.map((c) => expect.stringMatching(c)));
    const after = await checkStore(model, file);
    expect([after.data, after.index, after.journal].some((r) => r.problem)).toBe(couldNot.length > 0);
  });
});
