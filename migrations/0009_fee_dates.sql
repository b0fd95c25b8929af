-- Fees v2 (issue #32): the date each fee's source states, and the days a fee applies from and until (all nullable).
ALTER TABLE `fee_options` ADD `source_date_on` text;--> statement-breakpoint
ALTER TABLE `fee_options` ADD `effective_on` text;--> statement-breakpoint
ALTER TABLE `fee_options` ADD `valid_until_on` text;