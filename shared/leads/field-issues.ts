/**
 * @module One message per form field from a failed check's issues, without zod: the browser's lead forms read
 * their own parse and a server refusal's `zodIssues` with it, so a form whose schema loads lazily keeps zod out of
 * its page's initial JavaScript; shared/schemas/leads.ts reads a schema result with it.
 */

/** One problem with one input, as a zod parse reports it and as a refused tRPC call carries it back. */
export interface FieldIssue {
  /** Where the problem is: the top-level field name first (a number for an array index, none for the whole input). */
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/**
 * The first message per top-level field, in issue order; an issue without a path counts under "".
 * @example firstMessagePerField([{ path: ["email"], message: "Email is required" }, { path: ["email"], message: "x" }]) // { email: "Email is required" }
 */
export function firstMessagePerField(issues: readonly FieldIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
