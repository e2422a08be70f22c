import { MANIFEST_PATH } from '@/lib/offlinePaths';

/** Links the manifest once the page is idle: in the HTML, Chromium fetches it with the first screen (offline-reading.md). */
export function linkWebAppManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_PATH;
  document.head.append(link);
}
