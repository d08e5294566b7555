import { describe, expect, it } from "vitest";
import { fileTrouble } from "../../src/store/file-trouble.js";
import { DataFileError } from "../../src/store/snapshot.js";

/** An error as node:fs makes it: a read or write on an open file names no path. */
const fsError = (code: string, syscall: string, path?: string) =>
  Object.assign(new Error(`${code}: something, ${syscall}`), { code, syscall, ...(path ? { path } : {}) });

const data = "/srv/bank/store.json";

describe("a file system error met while the store opens names the file and what to do", () => {
  it.each([
    {
      code: "EISDIR",
      syscall: "read",
      path: `${data}.journal`,
      role: "journal",
      todo: /it is a directory, where the store keeps a file: move it away, or pass another --data\.$/,
    },
    {
      code: "ENOTDIR",
      syscall: "mkdir",
      path: data,
      role: "data file",
      todo: /a part of its path is a file, not a directory: pass a --data whose folder \/srv\/bank is one/,
    },
    {
      code: "EACCES",
      syscall: "open",
      path: data,
      role: "data file",
      todo: /permission denied: the user running the sandbox \(uid \d+\) must be able to read and write \/srv\/bank\/store\.json and create files in its folder \/srv\/bank; change their owner or mode \(chown, chmod\), or pass another --data/,
    },
    {
      code: "EPERM",
      syscall: "rename",
      path: `${data}.index`,
      role: "index",
      todo: /permission denied: .*chmod/,
    },
    {
      code: "EROFS",
      syscall: "open",
      path: data,
      role: "data file",
      todo: /read-only file system: pass --data on a writable one/,
    },
    {
      code: "ENOSPC",
      syscall: "write",
      path: data,
      role: "data file",
      todo: /no space left on the device that holds \/srv\/bank\/store\.json: free some space there .* or pass --data on another disk/,
    },
    {
      code: "ENOSPC",
      syscall: "write",
      path: `${data}.journal`,
      role: "journal",
      todo: /no space left on the device that holds \/srv\/bank\/store\.json\.journal/,
    },
    {
      code: "EDQUOT",
      syscall: "write",
      path: data,
      role: "data file",
      todo: /the disk quota is used up on the device .* another disk/,
    },
    { code: "EMFILE", syscall: "open", path: data, role: "data file", todo: /raise the limit \(ulimit -n\)/ },
    {
      code: "ENFILE",
      syscall: "open",
      path: data,
      role: "data file",
      todo: /too many files open on the system/,
    },
    {
      code: "EIO",
      syscall: "read",
      path: data,
      role: "data file",
      todo: /psd2-sandbox store check --data \/srv\/bank\/store\.json says which/,
    },
    {
      code: "EXDEV",
      syscall: "rename",
      path: data,
      role: "data file",
      todo: /: EXDEV: something, rename\.$/,
    },
  ])("$code on the $role ($syscall)", ({ code, syscall, path, role, todo }) => {
    const mapped = fileTrouble(fsError(code, syscall), path);
    expect(mapped).toBeInstanceOf(DataFileError);
    expect((mapped as Error).message).toMatch(
      new RegExp(
        `^Cannot use ${path.replace(/\./g, "\\.")}, the store's ${role} \\(${code}, ${syscall}\\): `,
      ),
    );
    expect((mapped as Error).message).toMatch(todo);
  });

  it("names the file the call was on when it is another (a temporary file, the folder)", () => {
    const mapped = fileTrouble(fsError("EISDIR", "rename", `${data}.index.tmp`), `${data}.index`) as Error;
    expect(mapped.message).toMatch(
      /^Cannot use \/srv\/bank\/store\.json\.index, the store's index \(EISDIR, rename \/srv\/bank\/store\.json\.index\.tmp\): /,
    );
  });

  it.each([
    ["an error without a code", new Error("not JSON")],
    ["a refusal that already names its file", new DataFileError(`${data} is damaged`)],
    ["a code that is not the file system's", Object.assign(new Error("x"), { code: "ERR_INVALID_ARG_TYPE" })],
  ])("leaves %s as it is", (_, error) => {
    expect(fileTrouble(error, data)).toBe(error);
  });
});
