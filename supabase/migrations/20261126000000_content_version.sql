-- The content version the functions keep their answers for (server/storage/versionWatch.ts): one row, set to the
-- id of the last transaction that changed a post, so a publish changes it once, in its own transaction, and a
-- re-run that changes nothing leaves it alone. A trigger, so a hand edit of content_posts is seen too.

CREATE TABLE content_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL DEFAULT 0,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO content_version DEFAULT VALUES;
ALTER TABLE content_version ENABLE ROW LEVEL SECURITY;

CREATE FUNCTION content_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: later rows of the same publish find the version already theirs.
  UPDATE content_version SET version = txid_current(), changed_at = now() WHERE version <> txid_current();
  RETURN NULL;
END;
$$;

CREATE TRIGGER content_posts_version AFTER INSERT OR UPDATE OR DELETE ON content_posts
  FOR EACH ROW EXECUTE FUNCTION content_version_bump();
CREATE TRIGGER content_posts_version_truncate AFTER TRUNCATE ON content_posts
  FOR EACH STATEMENT EXECUTE FUNCTION content_version_bump();
