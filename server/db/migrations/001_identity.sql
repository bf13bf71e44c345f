-- Anonymous shoppers (DESIGN decision 4) and the server's own secrets (the token signing key).
create table store_users (
  id uuid primary key,
  created_at timestamptz not null default now()
);

create table server_secrets (
  name text primary key,
  value text not null
);
