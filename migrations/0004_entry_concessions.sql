CREATE TABLE `entry_concessions` (
	`position` integer PRIMARY KEY NOT NULL,
	`passport_country_code` text NOT NULL,
	`destination_country_code` text NOT NULL,
	`held_document` text NOT NULL,
	`grants` text NOT NULL,
	`max_stay_days` integer,
	`conditions` text NOT NULL,
	`valid_from` text,
	`source` text NOT NULL,
	`source_url` text NOT NULL,
	`official` integer NOT NULL,
	`evidence` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `entry_concessions_pair` ON `entry_concessions` (`passport_country_code`,`destination_country_code`);