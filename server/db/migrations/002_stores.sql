-- B §3 store, client, season, client session and its stage.
create table stores (
  id uuid primary key,
  name text not null,
  logo text,
  url text,
  settings jsonb not null
);

create table clients (
  id uuid primary key,
  label text not null
);

create table seasons (
  id uuid primary key,
  label text not null,
  code text not null
);

create table product_sets (
  id uuid primary key,
  store_id uuid not null references stores (id),
  pre_order boolean not null default false,
  business_rules jsonb not null
);

create table client_sessions (
  id uuid primary key,
  store_id uuid not null references stores (id),
  client_id uuid not null references clients (id),
  season_id uuid references seasons (id),
  product_set_id uuid not null references product_sets (id),
  label text not null,
  uri text not null,
  category text,
  access_code text not null unique,
  cart_image_type_preference text not null default 'either'
);

-- One current stage per session; the flags of B §3 that no query filters on live in settings.
create table stages (
  id uuid primary key,
  client_session_id uuid not null unique references client_sessions (id),
  label text not null,
  type text not null check (type in ('pre-order', 're-order', 'pause')),
  started_at timestamptz,
  completes_at timestamptz,
  settings jsonb not null
);
