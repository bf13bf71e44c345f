-- Issue 14 review: the locale of the request that asked for a change after purchase (routes/orders.ts requestLocale),
-- so a charge replayed later (orderChanges.ts finishChange, reconcile) checks and words the change as it was asked.
alter table order_changes add column locale text not null default 'en-US';
