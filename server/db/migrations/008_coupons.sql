-- C §4 coupons: a store's coupon codes (core/coupons.ts Coupon) and the orders holding them.
create table coupons (
  id uuid primary key,
  store_id uuid not null references stores (id),
  -- as shown to the shopper, trimmed; matched whatever its case (coupons_store_code)
  code text not null check (code = btrim(code) and code <> '' and length(code) <= 64),
  kind text not null check (kind in ('percentage', 'fixed')),
  -- percentage: percent of the base (0 < amount <= 100); fixed: Money off (1/100000 units)
  amount numeric not null check (amount > 0),
  applies_to text not null check (applies_to in ('products', 'shipping', 'everything')),
  applies_to_packages boolean not null default true,
  -- against the order's sub total (Money); null for none
  minimum_spend bigint check (minimum_spend > 0),
  valid_from timestamptz,
  valid_until timestamptz,
  usage_limit integer check (usage_limit > 0),
  usage_limit_per_user integer check (usage_limit_per_user > 0),
  created_at timestamptz not null default now(),
  check (kind <> 'percentage' or amount <= 100),
  check (kind <> 'fixed' or amount = trunc(amount)),
  check (valid_from is null or valid_until is null or valid_from < valid_until)
);
create unique index coupons_store_code on coupons (store_id, lower(code));

-- One use per order holding a coupon (one coupon per order): the usage limits count these rows. A use without an
-- order was made before this database knew the order (imported history, the demo's seeded uses).
create table coupon_uses (
  id uuid primary key,
  coupon_id uuid not null references coupons (id),
  order_id uuid unique references orders (id) on delete cascade,
  store_user_id uuid references store_users (id),
  created_at timestamptz not null default now()
);
create index coupon_uses_coupon on coupon_uses (coupon_id, store_user_id);
