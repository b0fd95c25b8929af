ALTER TABLE `lead_deliveries` ADD `webhook_at` text;--> statement-breakpoint
ALTER TABLE `lead_deliveries` ADD `emailed_at` text;