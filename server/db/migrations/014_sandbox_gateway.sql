-- Issue 13: the built-in sandbox card gateway (server/services/payments/sandbox.ts), a card provider in test mode
-- that keeps its own records, as a real provider would on its side: card tokens, payment intents, notifications.

-- A card's token (`pm_...`). The card number is never stored: only what a receipt shows and how the test number
-- behaves (server/services/payments/sandboxCards.ts CardBehaviour).
create table sandbox_payment_methods (
  id text primary key,
  brand text not null,
  last4 text not null,
  behaviour text not null,
  created_at timestamptz not null default now()
);

-- A payment intent (`pi_...`), Stripe-shaped: authorised at confirm, taken at capture.
create table sandbox_intents (
  id text primary key,
  -- The same key creates nothing new (the shop's payment id).
  idempotency_key text not null unique,
  payment_id text not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  status text not null check (status in
    ('requires_payment_method', 'requires_action', 'requires_capture', 'processing', 'succeeded', 'canceled')),
  client_secret text not null unique,
  -- The merchant name the bank's challenge page shows.
  statement_descriptor text,
  payment_method_id text references sandbox_payment_methods (id),
  card_brand text,
  card_last4 text,
  last_error_code text,
  last_error_message text,
  amount_refunded bigint not null default 0 check (amount_refunded >= 0 and amount_refunded <= amount),
  -- How many times money was taken: exactly once for a succeeded intent, whatever the concurrency.
  captured_count integer not null default 0,
  created_at timestamptz not null default now()
);

-- The outbox of notifications: every event twice (copy 1 and 2, at different delays). Times are the gateway's
-- clock (seconds since the epoch). A claimed row is leased by moving due_at ahead, so a crash only delays it.
create table sandbox_notifications (
  seq bigint generated always as identity primary key,
  event_id text not null,
  copy smallint not null check (copy in (1, 2)),
  type text not null,
  intent_id text not null references sandbox_intents (id) on delete cascade,
  due_at bigint not null,
  attempts integer not null default 0,
  delivered_at bigint,
  unique (event_id, copy)
);
create index sandbox_notifications_due on sandbox_notifications (due_at) where delivered_at is null;
