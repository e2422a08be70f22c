-- The content functions' storage (server/storage/postgres.ts): posts by domain, and their images.
-- Applied by `supabase db push`, or by the Node provider (server/storage/migrate.ts) when it starts.

CREATE TABLE content_posts (
  -- A host name (`blog.example.org`), or '*' for the posts every domain without posts of its own is served.
  domain text NOT NULL CHECK (domain = '*' OR domain ~ '^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$'),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  id integer NOT NULL CHECK (id > 0),
  meta_title text NOT NULL CHECK (meta_title <> ''),
  meta_description text NOT NULL CHECK (meta_description <> ''),
  date date NOT NULL,
  blog text NOT NULL,
  pinterest_image_link text,
  youtube_shorts_url text,
  short_tail_keywords text,
  long_tail_keywords text,
  reading_minutes integer NOT NULL CHECK (reading_minutes >= 1),
  -- The SHA-256 of what was published, so a re-run leaves an unchanged post alone.
  content_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Set when the post's file left the folder: kept, but no longer served.
  unpublished_at timestamptz,
  PRIMARY KEY (domain, slug)
);

-- An id names one served post per domain (the site keys its lists by id).
CREATE UNIQUE INDEX content_posts_served_id ON content_posts (domain, id) WHERE unpublished_at IS NULL;
-- The list query: a domain's served posts, newest first.
CREATE INDEX content_posts_list ON content_posts (domain, date DESC, id DESC) WHERE unpublished_at IS NULL;

CREATE TABLE content_media (
  name text PRIMARY KEY CHECK (name ~* '^[a-z0-9][a-z0-9_.-]*\.(svg|webp|png|jpe?g)$'),
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  content_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- On Supabase every table of `public` is also reachable through its REST API with the public key: with
-- row level security on and no policy, that API sees nothing. The functions connect as the owner.
ALTER TABLE content_posts ENABLE ROW LEVEL SECURITY;
ALTER TABLE content_media ENABLE ROW LEVEL SECURITY;
