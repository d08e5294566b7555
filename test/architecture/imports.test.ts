import { describe, expect, it } from "vitest";
import { type ImportForm, specifiers } from "./imports.js";

describe("specifiers: every form of import the architecture test must see", () => {
  const cases: [source: string, expected: { specifier: string; form: ImportForm }[]][] = [
    ['import { a } from "./a.js";', [{ specifier: "./a.js", form: "import" }]],
    ['import "./side-effect.js";', [{ specifier: "./side-effect.js", form: "import" }]],
    ['import type { A } from "./a.js";', [{ specifier: "./a.js", form: "import type" }]],
    ['import { type A } from "./a.js";', [{ specifier: "./a.js", form: "import" }]],
    ['export { a } from "./a.js";', [{ specifier: "./a.js", form: "export from" }]],
    ['export type { A } from "./a.js";', [{ specifier: "./a.js", form: "export from" }]],
    ['export * from "./a.js";', [{ specifier: "./a.js", form: "export from" }]],
    ['const m = await import("./lazy.js");', [{ specifier: "./lazy.js", form: "import()" }]],
    ["const m = () => import(`./lazy.js`);", [{ specifier: "./lazy.js", form: "import()" }]],
    ['type A = import("./a.js").A;', [{ specifier: "./a.js", form: "type import()" }]],
    ['type S = typeof import("./a.js").schema;', [{ specifier: "./a.js", form: "type import()" }]],
    [
      'declare module "./a.js" { interface A { b: string } }',
      [{ specifier: "./a.js", form: "declare module" }],
    ],
    ['import a = require("./a.js");', [{ specifier: "./a.js", form: "import" }]],
    ['// import { a } from "./a.js";\nconst s = \'import("./b.js")\';', []],
    ['/* export * from "./a.js"; */', []],
    [
      'function f(): Promise<import("./t.js").T> { return import("./v.js").then((m) => m.v); }',
      [
        { specifier: "./t.js", form: "type import()" },
        { specifier: "./v.js", form: "import()" },
      ],
    ],
  ];
  it.each(cases)("%s", (source, expected) => {
    expect(specifiers("file.ts", source)).toEqual(expected);
  });
});
