// Data files holding N real payments, written straight to disk with the store's own writer
// (bench/scale-file.mjs) rather than created over HTTP: the timed creations come after.
import { join } from "node:path";
import { CLI, start, stop } from "./harness.mjs";
import { signedHeaders, body, PATH } from "./pool.mjs";
import { readTemplate, writeScaleFile } from "./scale-file.mjs";

/** A folded data file with one payment the sandbox made itself, the pattern of every stored payment. */
export async function makeTemplate(dir) {
  const file = join(dir, "template.json");
  const server = await start(CLI, ["--port", "0", "--data", file]);
  try {
    const headers = signedHeaders(-1);
    const res = await fetch(`${server.url}${PATH}`, { method: "POST", headers, body });
    if (res.status !== 201) throw new Error(`template payment: ${res.status} ${await res.text()}`);
  } finally {
    await stop(server);
  }
  return readTemplate(file);
}

/** Writes `<dir>/<name>.json` holding `count` payments (plus the template's bank); answers its path. */
export async function dataFileWith(dir, template, name, count) {
  const file = join(dir, `${name}.json`);
  await writeScaleFile(file, template, count);
  return file;
}
