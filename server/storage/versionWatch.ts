/**
 * The content version of a store others publish to, read again as requests arrive: a request finds the version
 * read at most VERSION_MAX_AGE_MS before it (or waits for one read then), and past VERSION_FRESH_MS the next read
 * starts in the background, so under load no request waits. A publish is therefore seen within VERSION_MAX_AGE_MS
 * plus one read. No timer and no `LISTEN`: it works on a serverless instance and through a transaction pooler.
 */
import type { ContentVersion } from './types';

export const VERSION_FRESH_MS = 250;
export const VERSION_MAX_AGE_MS = 500;

/** What one read of the store says: its version, and the domains with posts of their own (read only when it changed). */
export interface VersionRead {
  readonly version: string;
  readonly domains: () => Promise<readonly string[]>;
}

export interface VersionWatch {
  /** Undefined until the store has answered once: then nothing may be kept. */
  readonly current: () => Promise<ContentVersion | undefined>;
  readonly known: () => ContentVersion | undefined;
}

interface Known {
  readonly tag: string;
  readonly version: ContentVersion;
}

/**
 * `read` asks the store; `versionOf` makes the version object for a tag and its domains. When a read fails, the
 * last version stays in use (its answers keep being served) and the next request tries again.
 */
export function watchVersion(
  read: () => Promise<VersionRead>,
  versionOf: (domains: readonly string[]) => ContentVersion,
  now: () => number = Date.now,
): VersionWatch {
  let known: Known | undefined;
  // When the read that gave `known` started: what it says held at least since then.
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;

  const readAgain = (): Promise<void> => {
    reading ??= (async () => {
      const startedAt = now();
      try {
        const { version: tag, domains } = await read();
        if (known?.tag !== tag) known = { tag, version: versionOf(await domains()) };
        readAt = startedAt;
      } catch {
        // The store's own errors are logged by the store; the last version stays (see above).
      } finally {
        reading = undefined;
      }
    })();
    return reading;
  };

  return {
    async current() {
      const age = now() - readAt;
      if (age > VERSION_MAX_AGE_MS || !known) await readAgain();
      else if (age > VERSION_FRESH_MS) void readAgain();
      return known?.version;
    },
    known() {
      const age = now() - readAt;
      if (age > VERSION_FRESH_MS) void readAgain();
      return age <= VERSION_MAX_AGE_MS ? known?.version : undefined;
    },
  };
}
