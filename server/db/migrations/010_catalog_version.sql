-- Issue 10 point 4: catalog reads are cached by this version (server/catalogCache.ts). Every statement that changes a
-- table the cached reads are made of (stores, sessions, stages, product sets and what they hold, galleries, images)
-- adds one, in the same transaction: seeding, the photo import, an admin's or an operator's SQL alike. A process
-- reads it once per request, so several processes never serve a catalog older than the committed one.
create table catalog_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into catalog_version (id, version) values (true, 1);

-- The body stays on one line: migrations are split at a semicolon that ends a line (server/db/migrate.ts).
create function bump_catalog_version() returns trigger language plpgsql as $$ begin update catalog_version set version = version + 1; return null; end $$;

create trigger stores_bump_catalog after insert or update or delete or truncate on stores for each statement execute function bump_catalog_version();
create trigger clients_bump_catalog after insert or update or delete or truncate on clients for each statement execute function bump_catalog_version();
create trigger seasons_bump_catalog after insert or update or delete or truncate on seasons for each statement execute function bump_catalog_version();
create trigger product_sets_bump_catalog after insert or update or delete or truncate on product_sets for each statement execute function bump_catalog_version();
create trigger client_sessions_bump_catalog after insert or update or delete or truncate on client_sessions for each statement execute function bump_catalog_version();
create trigger stages_bump_catalog after insert or update or delete or truncate on stages for each statement execute function bump_catalog_version();
create trigger categories_bump_catalog after insert or update or delete or truncate on categories for each statement execute function bump_catalog_version();
create trigger products_bump_catalog after insert or update or delete or truncate on products for each statement execute function bump_catalog_version();
create trigger forms_bump_catalog after insert or update or delete or truncate on forms for each statement execute function bump_catalog_version();
create trigger option_groups_bump_catalog after insert or update or delete or truncate on option_groups for each statement execute function bump_catalog_version();
create trigger product_option_groups_bump_catalog after insert or update or delete or truncate on product_option_groups for each statement execute function bump_catalog_version();
create trigger options_bump_catalog after insert or update or delete or truncate on options for each statement execute function bump_catalog_version();
create trigger galleries_bump_catalog after insert or update or delete or truncate on galleries for each statement execute function bump_catalog_version();
create trigger images_bump_catalog after insert or update or delete or truncate on images for each statement execute function bump_catalog_version();
create trigger image_crops_bump_catalog after insert or update or delete or truncate on image_crops for each statement execute function bump_catalog_version();
