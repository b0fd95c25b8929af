/**
 * @module The bounds of a request to /trpc (issue #31): the Worker refuses past them with a 4xx, and the browser's
 * batching link splits its batches to stay within them.
 */

/** Procedures one batched request may call (the browser's httpBatchLink sends at most this many together). */
export const TRPC_MAX_BATCH = 10;

/**
 * Bytes of a request body: every form fits with room to spare. The longest valid submission, a contact message of
 * 5,000 characters in a three-byte script (Devanagari) with every other field at its longest, is under 17 KiB.
 */
export const TRPC_BODY_MAX_BYTES = 32 * 1024;

/**
 * Bytes of one answer (a whole batch). The largest single procedure answer, the concessions table, is about 160 KB;
 * a batch past this asked for more than any page needs.
 */
export const TRPC_ANSWER_MAX_BYTES = 1024 * 1024;

/** What a body over TRPC_BODY_MAX_BYTES is told (413). */
export const TRPC_BODY_TOO_LARGE_MESSAGE = `Request bodies are limited to ${TRPC_BODY_MAX_BYTES / 1024} KiB.`;

/** What an answer over TRPC_ANSWER_MAX_BYTES is told (400). */
export const TRPC_ANSWER_TOO_LARGE_MESSAGE = `The answer would exceed ${TRPC_ANSWER_MAX_BYTES / (1024 * 1024)} MiB: ask for fewer procedures at once.`;
