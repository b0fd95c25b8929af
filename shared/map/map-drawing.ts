/**
 * @module What a requirement map is drawn from (worker/fragments/requirement-map.ts draws it): the page's own
 * facts, which the finder and the comparison hand to the map's fragment so the server draws it in the same render.
 */
import type { RequirementCategory } from "../visa/requirement";

/** One destination of a requirement map: its category for the passport that gets it (the link's `from`). */
export interface MapDestination {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  category: RequirementCategory;
  /** ISO 3166-1 alpha-2 of the passport the category is for. */
  passport: string;
}

/**
 * One map: `id` unique on the page (the prefix of its parts' ids), `title` its accessible name, `holds` the URL's
 * documents held (e.g. "us-visa,uk-visa"), which an Indian passport's check links keep.
 */
export interface MapDrawing {
  id: string;
  title: string;
  destinations: readonly MapDestination[];
  holds?: string;
}
