-- Issue 12, C §3: shipping methods per client session, and the order's status and customer details.

-- C §3 shipping method; costs in 1/100000 units; business_rules is core/shipping.ts ShippingRule[] (product ids).
create table shipping_methods (
  id uuid primary key,
  client_session_id uuid not null references client_sessions (id) on delete cascade,
  position integer not null,
  label text not null,
  description text,
  retail_cost bigint not null check (retail_cost >= 0),
  address_required boolean not null,
  -- the product set's shipping threshold promotions make this method free once reached (core/shipping.ts shippingQuote)
  promotions_apply boolean not null default false,
  business_rules jsonb not null default '[]',
  unique (client_session_id, position)
);
-- Shipping methods are read through the catalog cache (server/services/catalogReads.ts shippingMethodsAt).
create trigger shipping_methods_bump_catalog after insert or update or delete or truncate on shipping_methods for each statement execute function bump_catalog_version();

-- core/orderStatus.ts: only open and checkout take changes.
alter table orders add column status text not null default 'open'
  check (status in ('open', 'checkout', 'payment_pending', 'paid', 'cancelled'));
alter table orders add column recipient_name text;
alter table orders add column recipient_email text;
-- C §3 Address, read and written whole (validated by core/address.ts), never filtered on.
alter table orders add column shipping_address jsonb;
alter table orders add column billing_address jsonb;
alter table orders add column billing_details_added boolean not null default false;
alter table orders add column shipping_method_id uuid references shipping_methods (id) on delete set null;
-- The label the method had when chosen (Order.shippingMethod {id, label}).
alter table orders add column shipping_method_label text;
alter table orders add column shipping_instructions text;
alter table orders add column photographer_instructions text;
-- The shopper's previous order with customer details (prefill, GET /orders/{id}/checkout_requirements).
create index orders_store_user_details on orders (store_user_id, store_id, updated_at) where recipient_name is not null;
