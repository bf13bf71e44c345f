-- C §3 orders, their items (children of packages via parent_id), options, node photos and custom form entries.
-- Orders belong to a store user. Linked orders (C §4 multi-child ordering) share a link_group.
create table orders (
  id uuid primary key,
  order_reference text not null unique,
  store_id uuid not null references stores (id),
  client_session_id uuid not null references client_sessions (id),
  stage_id uuid not null references stages (id),
  store_user_id uuid not null references store_users (id),
  -- subjects belong to the photos work: a plain id, no foreign key
  subject_id uuid,
  link_group uuid not null,
  type text not null check (type in ('pre-order', 're-order')),
  is_pre_order boolean not null,
  currency text not null,
  tax_rate numeric not null default 0,
  coupon_discount jsonb,
  service_fee_label text,
  service_fee_total bigint not null default 0,
  shipping_total bigint not null default 0,
  sub_total bigint not null default 0,
  original_sub_total bigint not null default 0,
  total_saving bigint not null default 0,
  coupon_discount_total bigint not null default 0,
  total_tax bigint not null default 0,
  total_refund bigint not null default 0,
  total bigint not null default 0,
  -- optimistic concurrency: every change adds one
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index orders_store_user on orders (store_user_id, client_session_id, created_at);
create index orders_link_group on orders (link_group);

create table order_items (
  id uuid primary key,
  order_id uuid not null references orders (id) on delete cascade,
  parent_id uuid references order_items (id) on delete cascade,
  product_id uuid not null references products (id),
  position integer not null,
  quantity integer not null check (quantity > 0),
  quantity_limit integer,
  sub_total bigint not null,
  original_sub_total bigint not null,
  credit_cost integer not null default 0,
  total_credits integer not null default 0,
  additional_credits integer not null default 0,
  additional_credits_sub_total bigint not null default 0,
  additional_poses integer not null default 0,
  additional_poses_sub_total bigint not null default 0,
  accepted_licence boolean not null default false,
  parameters jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index order_items_order on order_items (order_id, position);
create index order_items_parent on order_items (parent_id);

create table order_item_options (
  order_item_id uuid not null references order_items (id) on delete cascade,
  option_group_id uuid not null references option_groups (id),
  position integer not null,
  value jsonb not null,
  notes text,
  retail_amount bigint not null default 0,
  primary key (order_item_id, option_group_id)
);

create table order_item_nodes (
  id uuid primary key,
  order_item_id uuid not null references order_items (id) on delete cascade,
  node_id uuid not null,
  position integer not null,
  -- photos belong to the photos work: plain ids, no foreign keys
  image_id uuid not null,
  image_crop_id uuid,
  image_type_preference text,
  product_option_id uuid references options (id),
  unique (order_item_id, node_id)
);

create table order_form_entries (
  id uuid primary key,
  order_id uuid not null references orders (id) on delete cascade,
  form_id uuid not null references forms (id),
  field_values jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (order_id, form_id)
);
