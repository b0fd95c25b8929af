-- Rows already stored are the ECB rates and official pegs of rates-usd.json (the seed and the daily refresh wrote no other): the default says so.
ALTER TABLE `exchange_rates` ADD `source` text DEFAULT 'rates-usd' NOT NULL;
