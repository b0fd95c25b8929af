/** @module A strict JSON syntax checker that records the line each value starts on. */
// `JSON.parse` gives no positions for values and, for some syntax errors, none at all.

/** A JSON syntax error at a 1-based line and column. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    detail: string,
  ) {
    super(`invalid JSON at line ${line}, column ${column}: ${detail}`);
    this.name = "JsonSyntaxError";
  }
}

/** Path of a value inside a document: object keys and array indexes from the root. */
export type JsonPath = readonly (string | number)[];

/** Map key of a path; JSON text keeps keys containing "/" or "." apart. */
export function jsonPathKey(path: JsonPath): string {
  return JSON.stringify(path);
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS = ["true", "false", "null"] as const;
const ESCAPES = new Set(['"', "\\", "/", "b", "f", "n", "r", "t"]);

/**
 * Checks `text` against RFC 8259 and returns, for every value, the 1-based line where it starts, keyed by
 * `jsonPathKey(path)` (the root is `[]`).
 * @throws JsonSyntaxError at the first syntax error, with its line and column.
 * @example jsonValueLines('[\n {"a": 1}\n]').get(jsonPathKey([0, "a"])) // 2
 */
export function jsonValueLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let lineStart = 0;

  const fail = (detail: string): never => {
    throw new JsonSyntaxError(line, i - lineStart + 1, detail);
  };
  const describe = (): string => (i >= text.length ? "end of file" : JSON.stringify(text[i]));

  const skipSpace = (): void => {
    while (i < text.length) {
      const c = text[i];
      if (c === "\n") {
        line++;
        i++;
        lineStart = i;
      } else if (c === " " || c === "\t" || c === "\r") i++;
      else break;
    }
  };

  const expect = (char: string): void => {
    skipSpace();
    if (text[i] !== char) fail(`expected ${JSON.stringify(char)}, found ${describe()}`);
    i++;
  };

  const readString = (): string => {
    const start = i;
    i++;
    for (;;) {
      if (i >= text.length) fail("unterminated string");
      const code = text.charCodeAt(i);
      if (code === 0x22) break;
      if (code < 0x20) fail("control character in string (escape it)");
      if (code === 0x5c) {
        const next = text[i + 1] ?? "";
        if (next === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail("bad \\u escape");
          i += 6;
        } else if (ESCAPES.has(next)) i += 2;
        else fail(`bad escape \\${next}`);
      } else i++;
    }
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };

  const readValue = (path: (string | number)[]): void => {
    skipSpace();
    lines.set(jsonPathKey(path), line);
    const c = text[i];
    if (c === "{") {
      i++;
      skipSpace();
      if (text[i] === "}") {
        i++;
        return;
      }
      for (;;) {
        skipSpace();
        if (text[i] !== '"') fail(`expected a property name in double quotes, found ${describe()}`);
        const key = readString();
        expect(":");
        readValue([...path, key]);
        skipSpace();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "}") {
          i++;
          return;
        }
        fail(`expected "," or "}" after a property, found ${describe()}`);
      }
    }
    if (c === "[") {
      i++;
      skipSpace();
      if (text[i] === "]") {
        i++;
        return;
      }
      for (let index = 0; ; index++) {
        readValue([...path, index]);
        skipSpace();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "]") {
          i++;
          return;
        }
        fail(`expected "," or "]" after an array element, found ${describe()}`);
      }
    }
    if (c === '"') {
      readString();
      return;
    }
    for (const literal of LITERALS) {
      if (text.startsWith(literal, i)) {
        i += literal.length;
        return;
      }
    }
    NUMBER.lastIndex = i;
    if (NUMBER.test(text)) {
      i = NUMBER.lastIndex;
      return;
    }
    fail(`expected a value, found ${describe()}`);
  };

  readValue([]);
  skipSpace();
  if (i < text.length) fail(`unexpected ${describe()} after the end of the document`);
  return lines;
}

/**
 * Line of the deepest value on `path` that the map knows (a missing property falls back to its object).
 * @returns the 1-based line, or null when even the root is unknown.
 */
export function lineOfPath(lines: ReadonlyMap<string, number>, path: JsonPath): number | null {
  for (let n = path.length; n >= 0; n--) {
    const line = lines.get(jsonPathKey(path.slice(0, n)));
    if (line !== undefined) return line;
  }
  return null;
}
