-- DESIGN decision 5, issue 10: every state-changing request may carry an Idempotency-Key (server/idempotency.ts).
-- One row per key and store user ('admin' for the admin token): reserved (status null) before the request runs, then
-- holding the answer, which a repeat of the same request gets again. Rows older than 24 hours are ignored and deleted.
create table idempotency_keys (
  store_user text not null,
  key text not null check (length(key) between 1 and 100),
  method text not null,
  -- the path with its query string, as the request named it
  path text not null,
  -- sha-256 of the request body
  request_hash text not null,
  -- null while the first request runs
  status integer,
  response_body text,
  -- the headers that matter to a replay: ETag, Content-Type
  response_headers jsonb,
  created_at timestamptz not null,
  primary key (store_user, key)
);
create index idempotency_keys_created on idempotency_keys (created_at);
