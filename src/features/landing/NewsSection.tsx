import { Link } from 'react-router';
import { useConfig } from '@/config/ConfigContext';
import { eyebrows, latestPosts, news } from '@/content/landing';
import { EmbeddedFrame } from '@/components/EmbeddedFrame';
import { embedCard } from '@/content/consent';
import { EmbedGate } from '@/features/consent/EmbedGate';
import { LatestPosts } from '@/features/blog/LatestPosts';
import { LandingSection } from './LandingSection';
import * as styles from './NewsSection.module.scss';

/** The external news feed when one is configured; otherwise the blog's newest posts. */
export function NewsSection() {
  const { newsFeedUrl } = useConfig();
  return (
    <LandingSection id="news" eyebrow={eyebrows.news} heading={news.heading} intro={newsFeedUrl ? news.intro : news.postsIntro} tone="sunk">
      {newsFeedUrl ? (
        <EmbedGate src={newsFeedUrl} loadLabel={embedCard.news.label} className={styles.frameBox}>
          <EmbeddedFrame
            src={newsFeedUrl}
            title={news.frameTitle}
            width={900}
            height={1600}
            sandbox="allow-scripts allow-same-origin allow-popups"
            className={styles.frame}
          />
        </EmbedGate>
      ) : (
        <>
          <LatestPosts />
          <p className={styles.blogLink}>
            <Link to="/blog" className={styles.blogButton}>
              {latestPosts.blogLinkLabel}
            </Link>
          </p>
        </>
      )}
    </LandingSection>
  );
}
