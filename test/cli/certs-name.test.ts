import { X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

const tempDir = () => mkdtempSync(join(tmpdir(), "psd2-cli-"));

/** The certificate's organisation name (O=) and organisation identifier (2.5.4.97). */
function organisationOf(dir: string) {
  const subject = new X509Certificate(readFileSync(join(dir, "tpp.pem"))).subject;
  return {
    name: /^O=(.*)$/m.exec(subject)?.[1],
    id: /^(?:organizationIdentifier|2\.5\.4\.97)=(.*)$/m.exec(subject)?.[1],
  };
}

describe("psd2-sandbox certs names the new TPP", () => {
  it.each<[string[], (id: string) => string]>([
    [[], (id) => `Test TPP ${id}`],
    [["--name", "Acme Payments AS"], () => "Acme Payments AS"],
    [["--org", "Old Flag AS"], () => "Old Flag AS"],
    [["--org-id", "PSDNO-FSA-123456789"], () => "Test TPP PSDNO-FSA-123456789"],
  ])(
    "certs %j: after --name, else its organisation id, never the shipped TPP's name",
    async (args, expected) => {
      const dir = tempDir();
      const result = await runCli(["certs", "--out", dir, ...args]);
      expect(result.code, result.stderr).toBe(0);
      const { name, id } = organisationOf(dir);
      expect(id).toMatch(/^PSDNO-FSA-\d{9}$/);
      expect(name).toBe(expected(id ?? ""));
      expect(name).not.toBe("Sandbox Test TPP AS");
      expect(result.stdout).toContain(`TPP "${name}", organisation id ${id}`);
      expect(readFileSync(join(dir, "README.md"), "utf8")).toContain(`"${name}" (${id})`);
    },
  );
});
