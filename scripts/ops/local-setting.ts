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

/**
 * Where an ops CLI talks and with which token: the local site (OPS_BASE, default http://127.0.0.1:8787) or, with
 * `remote`, SITE_URL from wrangler.toml; the bearer header from OPS_TOKEN. Exits with 2 and a message when either
 * is missing.
 */
export function opsTarget(remote: boolean): { base: string; headers: { Authorization: string } } {
  const base = remote ? fromFile("wrangler.toml", "SITE_URL") : (process.env.OPS_BASE ?? "http://127.0.0.1:8787");
  const token = localSecret("OPS_TOKEN");
  if (!base || !token) {
    console.error("Set OPS_TOKEN (and, with --remote, SITE_URL in wrangler.toml).");
    process.exit(2);
  }
  return { base, headers: { Authorization: `Bearer ${token}` } };
}
