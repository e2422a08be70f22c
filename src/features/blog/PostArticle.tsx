import type { BlogDetail, GlossaryCard } from '@/api/models';
import { ExternalLink } from '@/components/ExternalLink';
import { PrintedAddress } from '@/components/PrintedAddress';
import { blogText } from '@/content/blog';
import { readingMinutes } from '@/lib/readingTime';
import { KeywordTags } from './KeywordTags';
import { PostFacts } from '@/components/PostFacts';
import { PostBody } from './PostBody';
import { RelatedVideo } from './RelatedVideo';
import { ShareRow } from './ShareRow';
import { splitKeywords } from '@/lib/keywords';
import { safeUrl } from '@/lib/safeUrl';
import { usePostTopics } from './usePostReading';
import { SaveForOfflineSlot } from '@/features/offline/saveForOfflineSlot';
import { ScriptChoiceSlot } from '@/features/sanskrit-script/ScriptChoiceSlot';
import * as styles from './PostArticle.module.scss';

interface PostArticleProps {
  readonly slug: string;
  readonly post: BlogDetail;
  readonly path: string;
  readonly terms: readonly GlossaryCard[];
}

const hasSanskrit = (markdown: string) => /\p{Script=Devanagari}/u.test(markdown);

export function PostArticle({ slug, post, path, terms }: PostArticleProps) {
  const image = safeUrl(post.pinterestImageLink);
  const relatedTopics = splitKeywords(post.longTailKeywords);
  const topicOf = usePostTopics(slug);

  return (
    <article className={styles.article} aria-labelledby="post-title">
      {image && (
        <figure className={styles.hero}>
          <img className={styles.heroImage} src={image} alt="" width={800} height={800} decoding="async" />
          <figcaption className={styles.heroCaption}>
            <ExternalLink href={image}>{blogText.viewOnPinterest}</ExternalLink>
          </figcaption>
        </figure>
      )}
      <header className={styles.header}>
        <h1 id="post-title" className={styles.title}>
          {post.metaTitle}
        </h1>
        {post.metaDescription && <p className={styles.lead}>{post.metaDescription}</p>}
        <PostFacts className={styles.date} date={post.date} readingMinutes={readingMinutes(post.blog)} />
        <KeywordTags label={blogText.keywordsLabel} keywords={splitKeywords(post.shortTailKeywords)} size="small" topicOf={topicOf} />
        <div className={styles.tools}>
          {(terms.length > 0 || hasSanskrit(post.blog)) && <ScriptChoiceSlot />}
          <SaveForOfflineSlot post={{ slug, title: post.metaTitle, date: post.date }} />
        </div>
      </header>
      <PostBody markdown={post.blog} terms={terms} />
      <PrintedAddress path={path} className={styles.address} />
      <ShareRow path={path} title={post.metaTitle} />
      <RelatedVideo url={post.youtubeShortsUrl} title={post.metaTitle} />
      {relatedTopics.length > 0 && (
        <section className={styles.related} aria-labelledby="related-topics">
          <h2 id="related-topics">{blogText.relatedTopics}</h2>
          <KeywordTags label={blogText.relatedTopics} keywords={relatedTopics} size="regular" />
        </section>
      )}
    </article>
  );
}
