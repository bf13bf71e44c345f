-- B §3 product set: categories, products (children via parent_id), option groups and options, forms.
create table categories (
  id uuid primary key,
  product_set_id uuid not null references product_sets (id),
  slug text not null,
  label text not null,
  text text not null default '',
  assets jsonb,
  position integer not null,
  unique (product_set_id, slug)
);

create table products (
  id uuid primary key,
  product_set_id uuid not null references product_sets (id),
  category_id uuid references categories (id),
  parent_id uuid references products (id),
  position integer not null,
  type text not null,
  meta_type text,
  label text not null,
  text text not null default '',
  assets jsonb,
  retail_amount bigint not null,
  product_cost integer not null default 0,
  product_quantity integer not null default 0,
  additional_credit_cost bigint,
  additional_pose_cost bigint,
  pose_limit integer,
  quantity_limit integer,
  order_limit integer,
  is_mandatory boolean not null default false,
  is_multi_pose boolean not null default false,
  is_byo boolean not null default false,
  is_promotional boolean not null default false,
  allow_multiple_backgrounds boolean not null default false,
  is_package_content_hidden boolean not null default false,
  pricing_strategy text,
  cost_tiers jsonb not null default '[]',
  tag_rules jsonb not null default '[]',
  nodes jsonb not null default '[]',
  parameters jsonb not null default '{}',
  check ((category_id is null) <> (parent_id is null))
);
create index products_category on products (category_id, position);
create index products_parent on products (parent_id, position);

create table forms (
  id uuid primary key,
  product_set_id uuid not null references product_sets (id),
  title text not null,
  description text,
  form_fields jsonb not null,
  save_button_text text,
  update_button_text text
);

create table option_groups (
  id uuid primary key,
  product_set_id uuid not null references product_sets (id),
  type text not null,
  label text not null,
  description text,
  required boolean not null default false,
  expanded boolean not null default false,
  allow_notes boolean not null default false,
  retail_amount bigint not null default 0,
  form_id uuid references forms (id),
  -- true for the image-level groups of the product set (imageProductOptionGroups)
  image_level boolean not null default false,
  parameters jsonb not null default '{}'
);

create table product_option_groups (
  product_id uuid not null references products (id),
  option_group_id uuid not null references option_groups (id),
  position integer not null,
  primary key (product_id, option_group_id)
);

create table options (
  id uuid primary key,
  option_group_id uuid not null references option_groups (id),
  position integer not null,
  label text not null,
  description text,
  retail_amount bigint not null default 0,
  is_default boolean not null default false,
  allow_notes boolean not null default false,
  assets jsonb,
  background_asset text,
  parameters jsonb not null default '{}'
);
create index options_group on options (option_group_id, position);
