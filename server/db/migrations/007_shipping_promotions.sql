-- B §2 shipping promotion view: the shipping threshold promotions a product set advertises.
alter table product_sets add column shipping_promotions jsonb not null default '[]';
