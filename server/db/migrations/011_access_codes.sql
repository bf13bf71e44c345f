-- Issue 11 point 1, DESIGN decision 13: access codes resist guessing.

-- Wrong access codes, one row per wrong code and scope: 'address:<client address>' and 'user:<store user id>'. Kept in
-- the database so that every API process counts the same attempts (server/accessCodeLimits.ts). A row is written for
-- each code answered as wrong; rows older than the window are deleted.
create table access_code_failures (
  id bigint generated always as identity primary key,
  scope text not null,
  failed_at timestamptz not null
);
create index access_code_failures_scope on access_code_failures (scope, failed_at);
create index access_code_failures_failed_at on access_code_failures (failed_at);

-- The roster import (npm run roster, server/services/rosterImport.ts): the school's own id for a student, so that a
-- second run of the same roster finds the same subject and keeps its access code.
alter table subjects add column external_id text;
create unique index subjects_external_id on subjects (client_session_id, external_id) where external_id is not null;
