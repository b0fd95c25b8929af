-- Hand edit of the generated copy: rows that exist before this migration are the 12 Jan 2025 dataset (the only one
-- seeded until now), so they keep that version; the seed then adds 17 Feb 2026 and marks it current.
CREATE TABLE `requirement_changes` (
	`passport_country_code` text NOT NULL,
	`destination_country_code` text NOT NULL,
	`before` text NOT NULL,
	`after` text NOT NULL,
	`seen_before_on` text NOT NULL,
	`seen_after_on` text NOT NULL,
	`kind` text NOT NULL,
	`note` text,
	PRIMARY KEY(`passport_country_code`, `destination_country_code`, `seen_after_on`)
);
--> statement-breakpoint
CREATE INDEX `requirement_changes_passport` ON `requirement_changes` (`passport_country_code`,`seen_after_on`);--> statement-breakpoint
CREATE INDEX `requirement_changes_destination` ON `requirement_changes` (`destination_country_code`,`seen_after_on`);--> statement-breakpoint
CREATE INDEX `requirement_changes_period` ON `requirement_changes` (`seen_after_on`);--> statement-breakpoint
CREATE TABLE `requirement_snapshots` (
	`taken_on` text PRIMARY KEY NOT NULL,
	`repository` text NOT NULL,
	`upstream_commit` text,
	`pairs` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `requirement_versions` (
	`as_on` text PRIMARY KEY NOT NULL,
	`repository` text NOT NULL,
	`source_url` text NOT NULL,
	`upstream_commit` text,
	`licence` text NOT NULL,
	`attribution` text NOT NULL,
	`is_current` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `requirement_versions_one_current` ON `requirement_versions` (`is_current`) WHERE "requirement_versions"."is_current" = 1;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_visa_requirements` (
	`version_on` text NOT NULL,
	`passport_country_code` text NOT NULL,
	`destination_country_code` text NOT NULL,
	`requirement` text NOT NULL,
	PRIMARY KEY(`version_on`, `passport_country_code`, `destination_country_code`)
);
--> statement-breakpoint
INSERT INTO `__new_visa_requirements`("version_on", "passport_country_code", "destination_country_code", "requirement") SELECT '2025-01-12', "passport_country_code", "destination_country_code", "requirement" FROM `visa_requirements`;--> statement-breakpoint
DROP TABLE `visa_requirements`;--> statement-breakpoint
ALTER TABLE `__new_visa_requirements` RENAME TO `visa_requirements`;--> statement-breakpoint
PRAGMA foreign_keys=ON;