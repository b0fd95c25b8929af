/**
 * @module Errors for malformed seed input, worded so an editor can jump to the place (`file:line: …`). Pure: the
 * seed and `data:import` throw them, and the Worker's upstream check (issue #35) reports the same words.
 */

/** One problem found in an input file. */
export interface SeedProblem {
  /** Name of the input as shown to people (a path relative to the working directory, or a package name). */
  file: string;
  /** 1-based line in the file, or null when the input has no lines (package data). */
  line: number | null;
  /** For JSON arrays: the record's 0-based index and, when it has one, its id or a label. */
  record?: { index: number; id?: string };
  message: string;
}

/** Upper bound on problems kept per file: enough to see a pattern, short enough to read. */
export const MAX_PROBLEMS = 10;

/**
 * Formats a problem as `file:line: record 12 (id "x"): message`.
 * @example formatProblem({ file: "a.csv", line: 3, message: "bad" }) // "a.csv:3: bad"
 */
export function formatProblem(problem: SeedProblem): string {
  const where = problem.line === null ? problem.file : `${problem.file}:${problem.line}`;
  const record = problem.record
    ? `record ${problem.record.index}${problem.record.id === undefined ? "" : ` (id ${JSON.stringify(problem.record.id)})`}: `
    : "";
  return `${where}: ${record}${problem.message}`;
}

/** Thrown when an input is malformed; nothing has been written when it is thrown. */
export class SeedInputError extends Error {
  readonly problems: readonly SeedProblem[];
  /** Whether more problems were found than `problems` lists. */
  readonly truncated: boolean;

  constructor(problems: readonly SeedProblem[], truncated = false) {
    super(problems.map(formatProblem).join("\n") + (truncated ? "\n(further problems not shown)" : ""));
    this.name = "SeedInputError";
    this.problems = problems;
    this.truncated = truncated;
  }
}

/** Collects problems for one input and throws them together, so one run shows several at once. */
export class ProblemList {
  private readonly problems: SeedProblem[] = [];
  private truncated = false;

  /** Records a problem; past MAX_PROBLEMS it only notes that there were more. */
  add(problem: SeedProblem): void {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push(problem);
    else this.truncated = true;
  }

  /** Whether anything has been recorded. */
  get isEmpty(): boolean {
    return this.problems.length === 0;
  }

  /**
   * Throws the collected problems, if any.
   * @throws SeedInputError listing them.
   */
  throwIfAny(): void {
    if (this.problems.length > 0) throw new SeedInputError(this.problems, this.truncated);
  }
}
