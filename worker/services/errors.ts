/**
 * @module The lookups' domain errors: a well-formed code that names nothing in the data. Services throw them;
 * worker/trpc/errors.ts turns each into tRPC NOT_FOUND with its client message, so no procedure catches.
 */

/** A well-formed ISO 3166-1 alpha-2 code that is not among the seeded countries (or has no requirement row). */
export class CountryNotFoundError extends Error {
  /** @param codes the codes that were not found (for logs; clients read COUNTRY_NOT_FOUND_MESSAGE). */
  constructor(readonly codes: string[]) {
    super(`Unknown country: ${codes.join(", ")}`);
    this.name = "CountryNotFoundError";
  }
}

/** A destination without a fee record that applies to the passport asked: the directory has no card for it. */
export class NoFeeRecordsError extends Error {
  constructor(readonly destination: string) {
    super("No fee records for this country");
    this.name = "NoFeeRecordsError";
  }
}

/**
 * A well-formed filter that cannot be answered: a code that names no country in the data, or a page past the
 * last. `field` is the input it concerns; the message is for the visitor.
 */
export class InvalidFilterError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "InvalidFilterError";
  }
}
