ALTER TABLE `announced_changes` ADD `status` text DEFAULT 'announced' NOT NULL;--> statement-breakpoint
ALTER TABLE `announced_changes` ADD `in_force_on` text;--> statement-breakpoint
ALTER TABLE `countries` ADD `demonym` text;--> statement-breakpoint
ALTER TABLE `fee_options` ADD `doubt` text;