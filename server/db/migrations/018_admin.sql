-- Issue 15 point 2: what the studio does for a parent in admin mode (C §1 admin-only cart features, C §6), kept with
-- who did it and when.

-- The order's price adjustment (core/adjustment.ts): at most one, the amount as asked (signed, 1/100000 units) and its
-- reason; adjustment_total is the part that applies (core/totals.ts), beside the order's other totals.
alter table orders add column adjustment_amount bigint;
alter table orders add column adjustment_reason text;
alter table orders add column adjustment_by text;
alter table orders add column adjustment_at timestamptz;
alter table orders add column adjustment_total bigint not null default 0;
alter table orders add constraint orders_adjustment_whole
  check ((adjustment_amount is null) = (adjustment_reason is null) and (adjustment_amount is null) = (adjustment_at is null));

-- Every adjustment set or removed (the audit trail; the order keeps only the current one).
create table order_adjustments (
  id uuid primary key,
  order_id uuid not null references orders (id) on delete cascade,
  -- Who: the admin token ('admin'); a named studio member once tokens have names.
  admin text not null,
  -- The adjustment set, or the one removed.
  amount bigint not null,
  reason text not null,
  removed boolean not null,
  created_at timestamptz not null default now()
);
create index order_adjustments_order on order_adjustments (order_id, created_at);

-- A pay-later payment the studio recorded as received (POST /orders/{id}/record_payment): the note ("cheque 1042")
-- and who recorded it; paid_at is when.
alter table payments add column received_note text;
alter table payments add column received_by text;
