-- Announced changes and conditional fee options (issue #32): what is announced but not in force, kept apart from
-- today's figures, and the documents a fee option needs (data/visa-fees/fee-conditions.json).
CREATE TABLE `announced_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`destinations` text NOT NULL,
	`passport_scope` text NOT NULL,
	`passports` text NOT NULL,
	`passports_text` text NOT NULL,
	`applies_to` text NOT NULL,
	`requirement` text,
	`previous` text,
	`fee_minor` integer,
	`fee_currency` text,
	`announced_on` text,
	`expected_on` text,
	`source` text NOT NULL,
	`source_url` text NOT NULL,
	`official` integer NOT NULL,
	`checked_on` text NOT NULL,
	`evidence` text NOT NULL,
	`notes` text
);
--> statement-breakpoint
ALTER TABLE `fee_options` ADD `needs_documents` text DEFAULT '[]' NOT NULL;