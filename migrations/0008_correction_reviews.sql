-- Corrections v2 (issue #32): each correction names the snapshot a person reviewed it against and whether its source
-- is a government page. The seed empties and refills this table, so the v1 rows go first; SQLite adds a NOT NULL
-- column only with a default, which no seeded row keeps (the seed writes both).
DELETE FROM `requirement_corrections`;--> statement-breakpoint
ALTER TABLE `requirement_corrections` ADD `reviewed_against_on` text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE `requirement_corrections` ADD `official` integer NOT NULL DEFAULT 0;
