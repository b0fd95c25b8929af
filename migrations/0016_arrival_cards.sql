CREATE TABLE `arrival_cards` (
	`destination_country_code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`short_name` text NOT NULL,
	`url` text NOT NULL,
	`mandatory` integer NOT NULL,
	`since_on` text,
	`exempt_passports` text DEFAULT '[]' NOT NULL,
	`exempt_with` text DEFAULT '[]' NOT NULL,
	`source` text NOT NULL,
	`source_url` text NOT NULL,
	`official` integer NOT NULL,
	`source_date_on` text,
	`checked_on` text NOT NULL,
	`evidence` text NOT NULL,
	`notes` text
);
--> statement-breakpoint
ALTER TABLE `fee_options` ADD `charged_by_mission` integer DEFAULT false NOT NULL;