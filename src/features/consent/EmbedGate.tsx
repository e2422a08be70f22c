import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { embedCard } from '@/content/consent';
import { hostOf } from '@/lib/thirdParties';
import { rememberEmbedsAllowed, useConsent } from './useConsent';
import * as styles from './EmbedGate.module.scss';

interface EmbedGateProps {
  /** The frame's address, whose host the card names. */
  readonly src: string;
  readonly loadLabel: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/** A third-party frame that loads only with consent: until then a card that loads it once, on request. */
export function EmbedGate({ src, loadLabel, children, className }: EmbedGateProps) {
  const { embeds } = useConsent();
  const [loadedOnRequest, setLoadedOnRequest] = useState(false);
  // Uncontrolled: ticked before the app took over, it still counts when the held tap is replayed.
  const remember = useRef<HTMLInputElement>(null);
  const frameBox = useRef<HTMLDivElement>(null);
  const noticeId = useId();

  useEffect(() => {
    if (loadedOnRequest) frameBox.current?.querySelector('iframe')?.focus();
  }, [loadedOnRequest]);

  if (embeds || loadedOnRequest) {
    return (
      <div ref={frameBox} className={className}>
        {children}
      </div>
    );
  }

  const load = () => {
    if (remember.current?.checked) rememberEmbedsAllowed();
    setLoadedOnRequest(true);
  };

  return (
    <div role="group" aria-labelledby={noticeId} className={styles.card}>
      <p id={noticeId} className={styles.notice}>
        {embedCard.notice.replaceAll('{host}', hostOf(src) ?? src)}
      </p>
      <label className={styles.remember}>
        <input ref={remember} type="checkbox" name="remember-embeds" />
        {embedCard.remember}
      </label>
      <button type="button" className={styles.load} onClick={load}>
        {loadLabel}
      </button>
    </div>
  );
}
