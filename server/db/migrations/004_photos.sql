-- B §3 subjects, galleries, images and crops; favourites, yearbook selections, tracking (issue 5).

-- A photographed person. The access code (flyer) is unique across all sessions so one code names one subject.
create table subjects (
  id uuid primary key,
  client_session_id uuid not null references client_sessions (id),
  access_code text not null unique,
  first_name text not null,
  last_name text not null,
  grade text,
  teacher text,
  home_room text,
  organization text
);
create index subjects_session on subjects (client_session_id);

-- DESIGN decision 4: a store user reaches a subject only after giving its access code; the grant records that.
create table store_user_subjects (
  store_user_id uuid not null references store_users (id),
  subject_id uuid not null references subjects (id),
  granted_at timestamptz not null default now(),
  primary key (store_user_id, subject_id)
);

-- A gallery with a subject is that subject's; without one, everyone in the session sees it (class and group photos).
create table galleries (
  id uuid primary key,
  client_session_id uuid not null references client_sessions (id),
  subject_id uuid references subjects (id),
  label text not null,
  position integer not null default 0,
  -- null: the first photo of the gallery is its cover
  cover_image_id uuid,
  unique nulls not distinct (client_session_id, subject_id, label)
);
create index galleries_subject on galleries (subject_id);

-- Renditions live under DATA_DIR/media (served), originals under DATA_DIR/media-private (never served); keys are
-- paths relative to those folders. position is dense from 0 in each gallery, so a page is a range of positions.
create table images (
  id uuid primary key,
  gallery_id uuid not null references galleries (id),
  subject_id uuid references subjects (id),
  position integer not null,
  label text not null,
  pose_id text,
  tags text[] not null default '{}',
  mime_type text not null check (mime_type in ('image/jpeg', 'image/png')),
  width integer not null,
  height integer not null,
  -- sha-256 of the original file: importing the same file into the same gallery twice adds it once
  content_hash text not null,
  is_shared boolean not null default false,
  original_key text not null,
  small_key text not null,
  medium_key text not null,
  large_key text not null,
  knockout_original_key text,
  knockout_small_key text,
  knockout_medium_key text,
  knockout_large_key text,
  created_at timestamptz not null default now(),
  unique (gallery_id, position),
  unique (gallery_id, content_hash)
);
create index images_subject on images (subject_id, gallery_id, position);

create table image_crops (
  id uuid primary key,
  image_id uuid not null references images (id),
  type text not null default 'original',
  pose_id text,
  tags text[] not null default '{}',
  apply_crop boolean not null default false,
  -- fractions of the image: {width, height, left, top}
  crop jsonb,
  rotation smallint not null default 0 check (rotation in (0, 90, 180, 270))
);
create unique index image_crops_original on image_crops (image_id) where type = 'original';
create index image_crops_image on image_crops (image_id);

-- One favourites list per store user, session and subject (a lost local id finds the same list again).
create table favourites (
  id uuid primary key,
  client_session_id uuid not null references client_sessions (id),
  store_user_id uuid not null references store_users (id),
  subject_id uuid references subjects (id),
  created_at timestamptz not null default now(),
  unique nulls not distinct (store_user_id, client_session_id, subject_id)
);

create table favourite_image_crops (
  favourite_id uuid not null references favourites (id) on delete cascade,
  image_crop_id uuid not null references image_crops (id),
  -- the order of hearting
  seq bigint generated always as identity,
  primary key (favourite_id, image_crop_id)
);

-- The yearbook takes one choice per subject: the first confirmed selection closes it (B §4).
create table yearbook_selections (
  id uuid primary key,
  store_user_id uuid not null references store_users (id),
  subject_id uuid not null unique references subjects (id),
  created_at timestamptz not null default now()
);

create table yearbook_selection_images (
  yearbook_selection_id uuid not null references yearbook_selections (id),
  image_id uuid not null references images (id),
  position integer not null,
  primary key (yearbook_selection_id, image_id)
);

-- B §7 POST /tracks: shopper events (C §7), kept for reporting.
create table tracks (
  id uuid primary key,
  store_user_id uuid references store_users (id),
  event text not null,
  properties jsonb not null default '{}',
  created_at timestamptz not null default now()
);
