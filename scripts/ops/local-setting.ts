/**
 * @module A setting the local scripts read: from the environment first, else a `NAME = "value"` line of a local file
 * (`.dev.vars` for the Worker's secrets, `wrangler.toml` for its vars).
 */
import { readFileSync } from "node:fs";

/** `name`'s value in `file`, or undefined when the file or the line is missing. */
export function fromFile(file: string, name: string): string | undefined {
  try {
    return new RegExp(`^${name}\\s*=\\s*"?([^"\\n]*)"?`, "m").exec(readFileSync(file, "utf8"))?.[1]?.trim();
  } catch {
    return undefined;
  }
}

/** The secret `name` from the environment, else from `.dev.vars` (what `wrangler dev` reads). */
export function localSecret(name: string): string | undefined {
  return process.env[name] || fromFile(".dev.vars", name);
}
