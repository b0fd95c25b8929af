/**
 * @module The arguments of `npm run ops:data` (tested without a server), read by node:util's parseArgs: `--all`
 * (acknowledged flags too), `--ack <id> --by <name> --result <text>`, `--remote`.
 */
import { parseArgs } from "node:util";

export type DataCommand = { kind: "list"; all: boolean; remote: boolean } | { kind: "ack"; id: string; by: string; result: string; remote: boolean };

/** Reads `args` (after `npm run ops:data --`). */
export function parseDataArgs(args: readonly string[]): DataCommand | { error: string } {
  let values: { all?: boolean; remote?: boolean; ack?: string; by?: string; result?: string };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { all: { type: "boolean" }, remote: { type: "boolean" }, ack: { type: "string" }, by: { type: "string" }, result: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return {
      error: `${(error as Error).message}. Usage: npm run ops:data -- [--all] [--remote] | --ack <id> --by <name> --result "<what you found>"`,
    };
  }
  const remote = values.remote ?? false;
  if (values.ack === undefined) {
    if (values.by !== undefined || values.result !== undefined) return { error: "--by and --result go with --ack <id>." };
    return { kind: "list", all: values.all ?? false, remote };
  }
  if (!values.by?.trim() || !values.result?.trim()) return { error: '--ack needs --by <your name> and --result "<what you found>".' };
  return { kind: "ack", id: values.ack, by: values.by.trim(), result: values.result.trim(), remote };
}
