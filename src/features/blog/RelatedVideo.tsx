import { EmbeddedFrame } from '@/components/EmbeddedFrame';
import { blogText } from '@/content/blog';
import { youtubeEmbedUrl, youtubeId } from './youtubeId';
import * as styles from './RelatedVideo.module.scss';

interface RelatedVideoProps {
  readonly url: string | undefined;
  readonly title: string;
}

/** The 'Watch Related Video' section, only for a recognised YouTube video (spec §5). */
export function RelatedVideo({ url, title }: RelatedVideoProps) {
  const id = youtubeId(url);
  if (!id) return null;
  return (
    <section className={styles.video} aria-labelledby="related-video">
      <h2 id="related-video">{blogText.watchVideo}</h2>
      <div className={styles.frame}>
        <EmbeddedFrame
          src={youtubeEmbedUrl(id)}
          title={`Video: ${title}`}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      </div>
    </section>
  );
}
