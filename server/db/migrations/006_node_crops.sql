-- B §4 crop: the shopper's crop and rotation of the photo on each node of an order item (fractions of the photo
-- after its rotation: {left, top, width, height}; null for no crop).
alter table order_item_nodes add column crop jsonb;
alter table order_item_nodes add column rotation smallint not null default 0 check (rotation in (0, 90, 180, 270));

-- C §3 order image options: an image option group's choice for one photo of the order, priced once per photo.
create table order_image_options (
  id uuid primary key,
  order_id uuid not null references orders (id) on delete cascade,
  image_id uuid not null references images (id),
  option_group_id uuid not null references option_groups (id),
  value jsonb not null,
  notes text,
  retail_amount bigint not null default 0,
  created_at timestamptz not null default now(),
  unique (order_id, image_id, option_group_id)
);
