-- When a post last changed in substance (front matter `updated:`), for `dateModified`; NULL: never since its date.
ALTER TABLE content_posts ADD COLUMN updated date CHECK (updated IS NULL OR updated >= date);
