import { useEffect, useRef, useState } from 'react';
import { EmbeddedFrame } from '@/components/EmbeddedFrame';
import { blogText } from '@/content/blog';
import { videoCard } from '@/content/consent';
import { youtubeEmbedUrl, youtubeId } from '@/lib/youtubeId';
import * as styles from './RelatedVideo.module.scss';

/** Spec §5's video, of which YouTube hears nothing until the visitor presses play. */
export function RelatedVideo({ url, title }: { readonly url: string | undefined; readonly title: string }) {
  const id = youtubeId(url);
  const [playing, setPlaying] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (playing) box.current?.querySelector('iframe')?.focus();
  }, [playing]);

  if (!id) return null;
  return (
    <section className={styles.video} aria-labelledby="related-video">
      <h2 id="related-video">{blogText.watchVideo}</h2>
      <div ref={box} className={styles.frame}>
        {playing ? (
          <EmbeddedFrame
            src={youtubeEmbedUrl(id)}
            title={`Video: ${title}`}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
        ) : (
          <div className={styles.card}>
            <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
              {/* Drawn by the stylesheet: a post's article holds no SVG (the hostile-content checks forbid it there). */}
              <span className={styles.playIcon} aria-hidden="true" />
              <span className={styles.playLabel}>{videoCard.play.replace('{title}', title)}</span>
            </button>
            <p className={styles.notice}>{videoCard.notice}</p>
          </div>
        )}
      </div>
    </section>
  );
}
