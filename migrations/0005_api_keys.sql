CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`prefix` text NOT NULL,
	`key_hash` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`plan` text NOT NULL,
	`created_at` text NOT NULL,
	`last_used_at` text,
	`revoked_at` text,
	`request_id` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_prefix` ON `api_keys` (`prefix`);--> statement-breakpoint
CREATE TABLE `api_usage` (
	`key_id` text NOT NULL,
	`day` text NOT NULL,
	`requests` integer NOT NULL,
	PRIMARY KEY(`key_id`, `day`),
	FOREIGN KEY (`key_id`) REFERENCES `api_keys`(`id`) ON UPDATE no action ON DELETE cascade
);
