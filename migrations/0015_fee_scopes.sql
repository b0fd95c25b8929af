-- Rows already stored are India's detailed records (the seed rewrites every row): the defaults say so.
DROP INDEX `fee_options_destination`;--> statement-breakpoint
ALTER TABLE `fee_options` ADD `applies_to` text DEFAULT '{"scope":"only","passports":["IN"]}' NOT NULL;--> statement-breakpoint
ALTER TABLE `fee_options` ADD `record_set` text DEFAULT 'detailed' NOT NULL;--> statement-breakpoint
ALTER TABLE `fee_options` ADD `document` text DEFAULT 'visa' NOT NULL;--> statement-breakpoint
ALTER TABLE `fee_options` ADD `confidence` text;--> statement-breakpoint
CREATE INDEX `fee_options_destination` ON `fee_options` (`destination_country_code`);--> statement-breakpoint
ALTER TABLE `fee_options` DROP COLUMN `passport_country_code`;