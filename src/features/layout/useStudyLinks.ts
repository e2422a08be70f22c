import { useOffersOfflineReading } from '@/config/ConfigContext';
import type { PageLink } from '@/content/site';
import { studyLinks } from '@/content/site';
import { SAVED_PAGE_PATH } from '@/lib/offlinePaths';

/** The study tools this site offers: Saved lists what offline reading keeps, so no link to it where it keeps nothing. */
export function useStudyLinks(): readonly PageLink[] {
  const offlineReading = useOffersOfflineReading();
  return offlineReading ? studyLinks : studyLinks.filter((link) => link.path !== SAVED_PAGE_PATH);
}
