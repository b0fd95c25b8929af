/** @module The seed's input errors, caught for assertions. */
import { SeedInputError } from "../../../shared/data-input/errors";

/** The thrown SeedInputError, failing the test when fn does not throw one. */
export function seedError(fn: () => unknown): SeedInputError {
  try {
    fn();
  } catch (error) {
    if (error instanceof SeedInputError) return error;
    throw error;
  }
  throw new Error("expected a SeedInputError");
}
