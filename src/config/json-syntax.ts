/**
 * Where a JSON text first breaks, as a person reads it: line, column and what was expected there.
 * JSON.parse says "at position 17" (or, for some errors, no position at all); an editor counts lines.
 * Run only on text JSON.parse refused, so it needs to find the fault, not build a value.
 */
export interface JsonSyntaxError {
  line: number;
  column: number;
  expected: string;
}

class Fault {
  constructor(
    readonly at: number,
    readonly expected: string,
  ) {}
}

function scan(text: string): void {
  let i = 0;
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i] as string)) i++;
  };
  const fail = (expected: string): never => {
    throw new Fault(i, expected);
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") i++;
      else if ((text.codePointAt(i) as number) < 0x20) fail('a closing " on the same line');
      i++;
    }
    if (i >= text.length) fail('a closing "');
    i++;
  };
  const property = () => {
    space();
    if (text[i] !== '"') fail("a double-quoted property name (no trailing comma)");
    string();
    space();
    if (text[i] !== ":") fail('":" after the property name');
    i++;
    value();
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === "{") members("}", property);
    else if (c === "[") members("]", value);
    else if (c === '"') string();
    else {
      const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i));
      if (!literal) fail("a value (a string in double quotes, a number, true, false, null, { or [)");
      i += (literal as RegExpExecArray)[0].length;
    }
  };
  const members = (close: string, member: () => void) => {
    i++;
    space();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      member();
      space();
      if (text[i] === ",") i++;
      else if (text[i] === close) {
        i++;
        return;
      } else fail(`"," or "${close}"`);
    }
  };
  value();
  space();
  if (i < text.length) fail("the end of the text (one value only)");
}

export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    scan(text);
    return undefined;
  } catch (error) {
    if (!(error instanceof Fault)) throw error;
    const before = text.slice(0, error.at).split("\n");
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1, expected: error.expected };
  }
}
