CREATE TABLE `api_contact_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` text NOT NULL,
	`name` text NOT NULL,
	`company_name` text NOT NULL,
	`mobile_number` text NOT NULL,
	`email` text NOT NULL,
	`client_hash` text NOT NULL,
	`idempotency_key` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_contact_requests_idempotency` ON `api_contact_requests` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `api_contact_requests_client` ON `api_contact_requests` (`client_hash`,`created_at`);--> statement-breakpoint
CREATE TABLE `consultation_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` text NOT NULL,
	`name` text NOT NULL,
	`number` text NOT NULL,
	`origin_code` text NOT NULL,
	`destination_code` text NOT NULL,
	`destination_name` text NOT NULL,
	`client_hash` text NOT NULL,
	`idempotency_key` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `consultation_requests_idempotency` ON `consultation_requests` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `consultation_requests_client` ON `consultation_requests` (`client_hash`,`created_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`client_hash` text NOT NULL,
	`idempotency_key` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contact_messages_idempotency` ON `contact_messages` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `contact_messages_client` ON `contact_messages` (`client_hash`,`created_at`);