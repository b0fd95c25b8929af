CREATE TABLE `passport_mobility` (
	`passport_country_code` text NOT NULL,
	`taken_on` text NOT NULL,
	`without_visa` integer NOT NULL,
	PRIMARY KEY(`passport_country_code`, `taken_on`)
);
--> statement-breakpoint
ALTER TABLE `requirement_changes` ADD `direction` text DEFAULT 'neither' NOT NULL;--> statement-breakpoint
CREATE INDEX `requirement_changes_direction` ON `requirement_changes` (`direction`,`seen_after_on`);