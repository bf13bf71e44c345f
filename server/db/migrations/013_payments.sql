-- Issue 13: payment methods (C §3 payment method data, C §9 identifiers), payments (one row per attempt), and what an
-- order keeps of its completion (C §3 paymentMethod, imageSubmission). core/payments.ts holds the rules.

-- Which methods a shop offers is data: rows of a store, or rows of a client session that replace the store's.
create table payment_methods (
  id uuid primary key,
  store_id uuid not null references stores (id) on delete cascade,
  client_session_id uuid references client_sessions (id) on delete cascade,
  position integer not null,
  method text not null check (method in ('testing', 'free', 'manual', 'stripe')),
  label text not null,
  description text,
  admin_only boolean not null default false,
  -- The card method's gateway (server/app.ts Deps.cardGateways: 'sandbox' is built in); none for the others.
  gateway text check ((method = 'stripe') = (gateway is not null)),
  -- core/payments.ts CARD_ICONS
  accepted_cards jsonb not null default '[]',
  publishable_key text
);
create index payment_methods_owner on payment_methods (store_id, client_session_id, position);
-- Read through the catalog cache (server/services/paymentMethods.ts).
create trigger payment_methods_bump_catalog after insert or update or delete or truncate on payment_methods for each statement execute function bump_catalog_version();

-- core/orderStatus.ts: `placed` is ordered to be paid later (manual), taking no changes.
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check
  check (status in ('open', 'checkout', 'payment_pending', 'placed', 'paid', 'cancelled'));

-- One row per attempt to pay a link group (the active order and its payable linked orders, paid together).
create table payments (
  id uuid primary key,
  link_group uuid not null,
  -- The order the parent paid from (its customer details are copied to the linked orders that have none). A live or
  -- paid payment never loses it (restrict): removing an order of a cart being paid is refused (409
  -- payment_in_progress, server/services/orders.ts), and its attempts that took no money are deleted with it.
  order_id uuid not null references orders (id) on delete restrict,
  method text not null check (method in ('testing', 'free', 'manual', 'stripe')),
  gateway text,
  -- The provider's payment intent (card payments); its idempotency key is the payment id.
  intent_id text unique,
  amount bigint not null check (amount >= 0),
  currency text not null,
  status text not null check (status in ('requires_action', 'authorized', 'capturing', 'succeeded', 'pending', 'failed', 'canceled')),
  failure_code text,
  failure_message text,
  card_brand text,
  card_last4 text,
  -- The orders this payment pays, whose totals add up to `amount` (checked again at completion).
  order_ids uuid[] not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz
);
-- Exactly once: a link group has at most one payment that is under way or has taken (or promised) the money. The
-- statuses are core/payments.ts LIVE_PAYMENT_STATUSES (tests/api/payments.test.ts checks the two lists agree).
create unique index payments_live_per_group on payments (link_group)
  where status in ('requires_action', 'authorized', 'capturing', 'succeeded', 'pending');
-- Reconcile reads the payments left between authorisation and record (core/payments.ts UNSETTLED_PAYMENT_STATUSES).
create index payments_unsettled on payments (status, updated_at) where status in ('requires_action', 'authorized', 'capturing');

alter table orders add column payment_method text check (payment_method in ('testing', 'free', 'manual', 'stripe'));
-- The payment that paid or placed the order.
alter table orders add column payment_id uuid references payments (id) on delete set null;
alter table orders add column paid_at timestamptz;
-- C §3 imageSubmission {state, reference}: state 10 = ready to start (set at completion when the stage has a URL).
alter table orders add column image_submission_state integer;
alter table orders add column image_submission_reference text;

-- Stage settings of the order-complete page (core/schemas/session.ts Stage), none until a shop sets them.
update stages set settings = '{"orderCompleteCartText": null, "imageSubmissionUrl": null}'::jsonb || settings;
