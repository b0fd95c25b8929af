/**
 * @module A fragment's refusal of its parameters (issue #34): the one error a fragment throws on purpose. Its
 * address route answers it as plain text with its status; a page's fill draws the fragment as nothing.
 */

/** Parameters a fragment cannot be drawn from: `status` 400 (malformed) or 404 (not in the data), `message` the reason. */
export class FragmentRefusal extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = "FragmentRefusal";
  }
}
