-- Issue 14 point 5: changes after purchase (server/services/orderChanges.ts, core/afterPurchase.ts). A paid or placed
-- order takes changes until its stage's production cutoff; each change leaves an audit row, and one that moves the
-- total charges or refunds the difference exactly once (pending row → gateway with the change id as key → applied).

-- Stage setting productionCutoffAt (core/schemas/session.ts Stage): none until a shop sets one (no changes). Store
-- setting studioContact (core/schemas/store.ts): whom a parent asks once changes are closed.
update stages set settings = '{"productionCutoffAt": null}'::jsonb || settings;
update stores set settings = '{"studioContact": null}'::jsonb || settings;

create table order_changes (
  id uuid primary key,
  order_id uuid not null references orders (id) on delete cascade,
  -- Who asked: the order's store user, or null for the admin acting for them.
  store_user_id uuid references store_users (id) on delete set null,
  -- The item changed; null for a photo's image options.
  order_item_id uuid references order_items (id) on delete set null,
  kind text not null check (kind in ('item_options', 'image_options', 'remove_image_option')),
  -- What changed in words (core/afterPurchase.ts changeSummary), and the configurations before and after, in words.
  summary text not null,
  before jsonb not null,
  after jsonb not null,
  -- The change as asked, replayed once its difference is charged (orderChanges.ts).
  request jsonb not null,
  -- New total − old total: > 0 charged (or due), < 0 refunded, 0 none; the order's total once applied.
  amount bigint not null,
  total_after bigint not null,
  -- core/afterPurchase.ts Settlement.
  settlement text not null check (settlement in ('none', 'charge', 'refund', 'record', 'due')),
  status text not null check (status in ('pending', 'succeeded', 'failed')),
  -- The payment whose card is charged or refunded, and the gateway's records: the charge's intent (its key is the
  -- change id), the parts of a refund [{intentId, amount}] (keys `<change id>:<n>`), and what later refunds (or the
  -- undoing of a charge that could not be applied) gave back from this change's charge.
  payment_id uuid references payments (id) on delete set null,
  gateway text,
  charge_intent_id text,
  refunds jsonb not null default '[]',
  refunded bigint not null default 0 check (refunded >= 0),
  failure_code text,
  failure_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index order_changes_order on order_changes (order_id, created_at);
-- Reconcile finishes what a crash left: pending changes, and failed charges not yet given back.
create index order_changes_unfinished on order_changes (updated_at)
  where status = 'pending' or (status = 'failed' and charge_intent_id is not null);

-- The change whose difference is being charged or refunded: no other change of the order starts meanwhile.
alter table orders add column pending_change_id uuid references order_changes (id) on delete set null;

-- Money given back from the payment's own intent (refunds of changes after purchase), at most what it took.
alter table payments add column refunded bigint not null default 0 check (refunded >= 0);

-- The sandbox's refunds by idempotency key: the same key gives money back once (gateway.ts refund).
create table sandbox_refunds (
  idempotency_key text primary key,
  intent_id text not null references sandbox_intents (id) on delete cascade,
  amount bigint not null check (amount > 0),
  created_at timestamptz not null default now()
);
