import { useEffect, useRef, useState } from 'react';
import { ExternalLink } from '@/components/ExternalLink';
import { shareText } from '@/content/postEnd';
import { shareLinks, type SharedPage, type ShareService } from '@/lib/shareLinks';
import { sharePage, type ShareOutcome } from '@/lib/sharePage';
import { useCanonicalUrl } from '@/lib/useCanonicalUrl';
import * as styles from './ShareRow.module.scss';

function AddressToCopy({ url }: { readonly url: string }) {
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);
  return (
    <p className={styles.byHand}>
      <label htmlFor="share-address">{shareText.copyByHand}</label>
      <input ref={fieldRef} id="share-address" className={styles.address} type="url" readOnly value={url} />
    </p>
  );
}

/** Share links that work before any script, and a button for the share sheet or the clipboard, its outcome read out. */
export function ShareRow({ path, title }: { readonly path: string; readonly title: string }) {
  const url = useCanonicalUrl(path);
  const [outcome, setOutcome] = useState<ShareOutcome | undefined>();
  const page: SharedPage | undefined = url === undefined ? undefined : { url, title };

  const share = async () => {
    if (!page) return;
    setOutcome(undefined);
    setOutcome(await sharePage(page));
  };

  return (
    <section className={styles.share} aria-labelledby="share-heading">
      <h2 id="share-heading" className={styles.heading}>
        {shareText.heading}
      </h2>
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={() => void share()}>
          {shareText.button}
        </button>
        {page && (
          <ul className={styles.links}>
            {(Object.entries(shareLinks(page)) as Array<[ShareService, string]>).map(([service, href]) => (
              <li key={service}>
                {service === 'email' ? (
                  <a href={href}>{shareText.services[service]}</a>
                ) : (
                  <ExternalLink href={href}>{shareText.services[service]}</ExternalLink>
                )}
              </li>
            ))}
          </ul>
        )}
        <p role="status" className={styles.status}>
          {outcome === 'copied' ? shareText.copied : ''}
        </p>
      </div>
      {outcome === 'by-hand' && page && <AddressToCopy url={page.url} />}
    </section>
  );
}
