CREATE TABLE `lead_deliveries` (
	`form` text NOT NULL,
	`lead_id` text NOT NULL,
	`created_at` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_attempt_at` text,
	`last_error` text,
	`delivered_at` text,
	`dead_at` text,
	`requeued_at` text,
	PRIMARY KEY(`form`, `lead_id`)
);
--> statement-breakpoint
CREATE INDEX `lead_deliveries_pending` ON `lead_deliveries` (`delivered_at`,`created_at`);