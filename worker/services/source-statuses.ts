/**
 * @module The one resolved answer to "what is each cited source's status" for a request (issue #35): the flagged
 * sources read from D1 once per database handle (a handle lives for one request: a page's loaders, its fragments and
 * an API answer share it), so every record on every surface of the request reads the same statuses.
 */
import { type SourceStatuses, sourceStatusesOf } from "../../shared/watch/source-statuses";
import type { Db } from "../db/client";
import { listFlaggedSources } from "../db/queries/source-flags";

const statusesOfHandle = new WeakMap<Db, Promise<SourceStatuses>>();

/**
 * The statuses of every cited source now: `noteOf` for a record's sentence, `statusOf` for the API's field, and
 * `version` for the key of anything kept across requests. One indexed read of the flagged rows (none, usually); a
 * failed read is not kept, so the next call of the request tries again.
 */
export function loadSourceStatuses(db: Db): Promise<SourceStatuses> {
  let statuses = statusesOfHandle.get(db);
  if (!statuses) {
    statuses = listFlaggedSources(db).then(sourceStatusesOf);
    statusesOfHandle.set(db, statuses);
    const kept = statuses;
    kept.catch(() => {
      if (statusesOfHandle.get(db) === kept) statusesOfHandle.delete(db);
    });
  }
  return statuses;
}
