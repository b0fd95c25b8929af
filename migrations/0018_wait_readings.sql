CREATE TABLE `wait_readings` (
	`figure_id` text NOT NULL,
	`as_of` text NOT NULL,
	`days` integer NOT NULL,
	`less_than` integer NOT NULL,
	`published` text NOT NULL,
	`evidence` text NOT NULL,
	`read_on` text NOT NULL,
	PRIMARY KEY(`figure_id`, `as_of`)
);
