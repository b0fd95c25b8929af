CREATE TABLE `alert_addresses` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`email_hash` text NOT NULL,
	`token_seed` text NOT NULL,
	`confirm_hash` text,
	`confirm_sent_at` text,
	`confirm_expires_at` text,
	`created_at` text NOT NULL,
	`confirmed_at` text,
	`last_mailed_on` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alert_addresses_email` ON `alert_addresses` (`email_hash`);--> statement-breakpoint
CREATE TABLE `alert_follows` (
	`id` text PRIMARY KEY NOT NULL,
	`address_id` text NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`title` text NOT NULL,
	`page` text NOT NULL,
	`client_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`confirmed_at` text,
	`ends_on` text,
	`facts` text NOT NULL,
	`told` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`address_id`) REFERENCES `alert_addresses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alert_follows_address_key` ON `alert_follows` (`address_id`,`kind`,`key`);--> statement-breakpoint
CREATE INDEX `alert_follows_client` ON `alert_follows` (`client_hash`,`created_at`);--> statement-breakpoint
CREATE TABLE `alert_sends` (
	`id` text PRIMARY KEY NOT NULL,
	`address_id` text,
	`kind` text NOT NULL,
	`day` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`items` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`address_id`) REFERENCES `alert_addresses`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alert_sends_address_day_kind` ON `alert_sends` (`address_id`,`day`,`kind`);--> statement-breakpoint
CREATE INDEX `alert_sends_created` ON `alert_sends` (`created_at`);