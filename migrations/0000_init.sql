CREATE TABLE `countries` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`flag_emoji` text NOT NULL,
	`region` text NOT NULL,
	`search_aliases` text DEFAULT '[]' NOT NULL,
	`major_cities` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `datasets` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`attribution` text NOT NULL,
	`source_url` text,
	`licence` text,
	`as_on` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `exchange_rates` (
	`currency` text PRIMARY KEY NOT NULL,
	`units_per_usd` real NOT NULL,
	`kind` text NOT NULL,
	`as_on` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `fee_options` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`passport_country_code` text NOT NULL,
	`destination_country_code` text NOT NULL,
	`visa_type` text NOT NULL,
	`subtype` text NOT NULL,
	`e_visa` integer NOT NULL,
	`fee_minor` integer NOT NULL,
	`fee_currency` text NOT NULL,
	`processing_min_days` integer,
	`processing_max_days` integer,
	`validity_days` integer,
	`max_stay_days` integer,
	`entries` text,
	`requirements` text DEFAULT '[]' NOT NULL,
	`apply_url` text,
	`source` text,
	`source_url` text,
	`is_verified` integer NOT NULL,
	`checked_on` text NOT NULL,
	`notes` text
);
--> statement-breakpoint
CREATE INDEX `fee_options_destination` ON `fee_options` (`passport_country_code`,`destination_country_code`);--> statement-breakpoint
CREATE TABLE `requirement_corrections` (
	`passport_country_code` text NOT NULL,
	`destination_country_code` text NOT NULL,
	`requirement` text NOT NULL,
	`previous` text,
	`effective_on` text NOT NULL,
	`valid_until_on` text,
	`source` text NOT NULL,
	`source_url` text NOT NULL,
	`checked_on` text NOT NULL,
	`notes` text,
	PRIMARY KEY(`passport_country_code`, `destination_country_code`, `effective_on`)
);
--> statement-breakpoint
CREATE TABLE `visa_requirements` (
	`passport_country_code` text NOT NULL,
	`destination_country_code` text NOT NULL,
	`requirement` text NOT NULL,
	PRIMARY KEY(`passport_country_code`, `destination_country_code`)
);
