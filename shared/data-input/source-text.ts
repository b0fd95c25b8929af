/** @module An input file as the seed, `data:import` and the upstream check (issue #35) read it: its text and its name. */

/** An input file's text and the name to report it by (e.g. a path relative to the working directory). */
export interface SourceText {
  name: string;
  text: string;
}
