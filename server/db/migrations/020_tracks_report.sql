-- Issue 15 point 4: the funnel report reads one client session's tracks over a range of days
-- (server/services/funnelReport.ts): the session is the tracked property clientSession (adapters/tracking.ts).
create index tracks_client_session_created_at on tracks ((properties ->> 'clientSession'), created_at);
