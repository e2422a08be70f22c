/** Shared by the server tests: temporary content folders and a silent logger. */
import { createContentApi, type ContentApi } from '../../server/api';
import { generatePosts, makeTempDir, removeDir, writeContent, type SeedPost } from '../support/contentFolders';

export const API_KEY = 'test-key';
export const AUTH = { Authorization: `Bearer ${API_KEY}` };

const folders: string[] = [];

/** A temporary content folder holding `posts` and `media`; removed after the test file. */
export function tempContent(posts: readonly SeedPost[] = [], media: Record<string, string> = {}): string {
  const dir = makeTempDir('vedanta-server-test-');
  folders.push(dir);
  return writeContent(dir, posts, media);
}

export function removeTempFolders(): void {
  for (const dir of folders.splice(0)) removeDir(dir);
}

export function silentLogger() {
  return { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
}

/** An API over `count` generated posts (post-1 oldest), with a silent logger. */
export function apiWithPosts(count: number, options: { withImages?: boolean } = {}): ContentApi {
  const { posts, media } = generatePosts(count, options);
  return createContentApi({ contentDir: tempContent(posts, media), apiKey: API_KEY, logger: silentLogger() });
}

export const minimalPost = (overrides: Partial<SeedPost> = {}): SeedPost => ({
  id: 1,
  slug: 'atman-and-brahman',
  metaTitle: 'Atman and Brahman',
  metaDescription: 'The Self and the Absolute.',
  date: '2025-08-25',
  blog: '# Atman\n\nBody text.',
  ...overrides,
});

export async function json(response: Response): Promise<unknown> {
  return JSON.parse(await response.text()) as unknown;
}
