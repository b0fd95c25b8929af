-- The source watch (issue #35): each watched URL's state (fingerprints, failures) and the review queue of flags.
CREATE TABLE `source_checks` (
	`url` text PRIMARY KEY NOT NULL,
	`host` text NOT NULL,
	`reviewed_fingerprint` text,
	`latest_fingerprint` text,
	`latest_text` text,
	`changed_at` text,
	`failures` integer DEFAULT 0 NOT NULL,
	`failing_since` text,
	`last_error` text,
	`checked_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `source_checks_host` ON `source_checks` (`host`);--> statement-breakpoint
CREATE TABLE `watch_flags` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`dedupe_key` text NOT NULL,
	`subject` text NOT NULL,
	`detail` text NOT NULL,
	`records` text DEFAULT '[]' NOT NULL,
	`link` text,
	`raised_at` text NOT NULL,
	`notified_at` text,
	`acked_by` text,
	`acked_at` text,
	`ack_result` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `watch_flags_dedupe_key_unique` ON `watch_flags` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `watch_flags_raised` ON `watch_flags` (`raised_at`);