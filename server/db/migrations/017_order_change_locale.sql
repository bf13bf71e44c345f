-- Issue 14 review: what a change after purchase needs to be finished or undone later (orderChanges.ts).
-- The locale of the request that asked for it (routes/orders.ts requestLocale), so a charge replayed later (finishChange,
-- reconcile) checks and words the change as it was asked.
alter table order_changes add column locale text not null default 'en-US';
-- A refund's change is applied before the money goes back: the order as it was (restorePoint.ts), put back if the
-- refund is refused for good.
alter table order_changes add column restore_point jsonb;
-- How often the gateway was asked to settle it (charge, refund or giving a charge back): bounded, then given up.
alter table order_changes add column attempts integer not null default 0;
