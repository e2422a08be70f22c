import type { SiteConfig } from '@/config/siteConfig';

export interface RouteContext {
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The `domain` the list function is asked for (spec §7). */
  readonly domain: string;
  readonly config: SiteConfig;
}
