-- Concession end dates (issue #32): the last day of a temporary concession (exemptions/end-dates.json), nullable.
ALTER TABLE `entry_concessions` ADD `valid_until_on` text;