/**
 * @module The watch's e-mail digest to the team (issue #35): every flag raised since the last digest, newest first,
 * each with what it is, the link to look at and the records it concerns, and how to acknowledge it. Sent through the
 * existing send_email binding (LEADS_EMAIL) from LEADS_EMAIL_FROM to LEADS_EMAIL_TO. Pure: the daily run sends it.
 */

/** A flag as the digest lists it. */
export interface DigestFlag {
  id: string;
  kind: string;
  subject: string;
  detail: string;
  records: readonly string[];
  link: string | null;
  raisedAt: string;
}

const TITLES: Record<string, string> = {
  "source-changed": "Source changed since our check",
  "source-unreachable": "Source unreachable",
  "rule-ending": "Rule ends soon",
  "announced-stale": "Announcement with no date",
  "upstream-anomaly": "Upstream data looks wrong",
  "upstream-changed": "Upstream data changed",
  "wait-shape-changed": "Wait source changed shape (nothing read)",
  "wait-figure-missing": "Wait figure no longer published",
  "wait-stale": "Wait figures out of date",
  "wait-changed": "Wait figure moved a lot",
};

/** The digest message for `flags` (at least one). */
export function watchDigestEmail(flags: readonly DigestFlag[], target: { from: string; to: string; siteUrl: string }) {
  const count = `${flags.length} new flag${flags.length === 1 ? "" : "s"}`;
  const blocks = flags.map((f) =>
    [
      `${TITLES[f.kind] ?? f.kind} (${f.raisedAt.slice(0, 10)}): ${f.subject}`,
      f.detail,
      f.link ? `Look at: ${f.link}` : null,
      f.records.length > 0 ? `Records: ${f.records.join(", ")}` : null,
      `Acknowledge: npm run ops:data -- --remote --ack ${f.id} --by <you> --result "<what you found>"`,
    ]
      .filter((line): line is string => line !== null)
      .join("\n"),
  );
  return {
    from: target.from,
    to: target.to,
    subject: `Visa Fee Atlas source watch: ${count}`,
    text: [
      `The source watch raised ${count}. Nothing on the site changed but the visa waits read from their publishers' own pages (shown at once, with their dates): a person re-checks each source and publishes any other change through the repository.`,
      "",
      blocks.join("\n\n"),
      "",
      `The whole queue: ${target.siteUrl.replace(/\/+$/, "")}/ops/data (with the ops token) or npm run ops:data -- --remote.`,
    ].join("\n"),
  };
}
