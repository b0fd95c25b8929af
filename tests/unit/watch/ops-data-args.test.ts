/** The arguments of npm run ops:data (issue #35): list, all, acknowledge, and clear refusals. */
import { describe, expect, it } from "vitest";
import { parseDataArgs } from "../../../scripts/ops/data-args";

describe("parseDataArgs", () => {
  it("lists open flags by default, every flag with --all, remotely with --remote", () => {
    expect(parseDataArgs([])).toEqual({ kind: "list", all: false, remote: false });
    expect(parseDataArgs(["--all", "--remote"])).toEqual({ kind: "list", all: true, remote: true });
  });

  it("acknowledges with who and what they found", () => {
    expect(parseDataArgs(["--ack", "5a1b", "--by", "asha", "--result", "EUR 90 confirmed"])).toEqual({
      kind: "ack",
      id: "5a1b",
      by: "asha",
      result: "EUR 90 confirmed",
      remote: false,
    });
  });

  it.each([
    [["--ack", "5a1b"], '--ack needs --by <your name> and --result "<what you found>".'],
    [["--ack", "5a1b", "--by", " ", "--result", "ok"], '--ack needs --by <your name> and --result "<what you found>".'],
    [["--by", "asha"], "--by and --result go with --ack <id>."],
  ])("%j → %s", (args, error) => {
    expect(parseDataArgs(args)).toEqual({ error });
  });

  it("refuses an unknown option with the usage", () => {
    const parsed = parseDataArgs(["--since", "7d"]);
    expect("error" in parsed && parsed.error).toMatch(/Usage: npm run ops:data -- \[--all\] \[--remote\] \| --ack <id> --by <name> --result/);
  });
});
