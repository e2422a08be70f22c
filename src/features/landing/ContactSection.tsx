import { useEffect } from 'react';
import { useConfig } from '@/config/ConfigContext';
import { contact, contactFallback, eyebrows } from '@/content/landing';
import { loadScriptOnce } from '@/lib/loadScript';
import { EmbeddedFrame } from '@/components/EmbeddedFrame';
import { embedCard } from '@/content/consent';
import { EmbedGate } from '@/features/consent/EmbedGate';
import { LandingSection } from './LandingSection';
import * as styles from './ContactSection.module.scss';

/** Mounted only once the visitor allows the form, so its script waits too. */
function ContactFrame({ src, scriptUrl }: { readonly src: string; readonly scriptUrl?: string }) {
  useEffect(() => {
    if (scriptUrl) loadScriptOnce(scriptUrl);
  }, [scriptUrl]);
  return (
    <EmbeddedFrame
      src={src}
      title={contact.frameTitle}
      height={789}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      className={styles.frame}
    />
  );
}

/** Without a form: the address to write to, or a plain notice; never an empty frame. */
function ContactFallback({ email }: { readonly email?: string }) {
  if (!email) {
    return (
      <div role="note" aria-label={contactFallback.placeholderTitle} className={styles.card}>
        <p className={styles.placeholder}>{contact.placeholder}</p>
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <p className={styles.note}>{contact.emailNote}</p>
      <p className={styles.emailLine}>
        <span className={styles.emailLabel}>{contactFallback.emailLabel}</span>
        <a href={`mailto:${email}`} className={styles.email}>
          {email}
        </a>
      </p>
    </div>
  );
}

export function ContactSection() {
  const { contactFormUrl, formEmbedScriptUrl, contactEmail } = useConfig();
  const intro = contactFormUrl || contactEmail ? contact.intro : contact.introWithoutRoute;
  return (
    <LandingSection id="contact" eyebrow={eyebrows.contact} heading={contact.heading} intro={intro}>
      {contactFormUrl ? (
        <EmbedGate src={contactFormUrl} loadLabel={embedCard.contact.label} className={styles.frameBox}>
          <ContactFrame src={contactFormUrl} scriptUrl={formEmbedScriptUrl} />
        </EmbedGate>
      ) : (
        <ContactFallback email={contactEmail} />
      )}
    </LandingSection>
  );
}
