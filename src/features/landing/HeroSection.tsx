import { Link, useLocation } from 'react-router';
import { eyebrows, hero } from '@/content/landing';
import { runDialogCommand } from '@/lib/dialog';
import { scrollToElement } from '@/lib/motion';
import { DONATION_DIALOG_ID } from './DonationDialog';
import { HeroOrnament } from './HeroOrnament';
import * as styles from './HeroSection.module.scss';

const ABOUT_HASH = '#about';

export function HeroSection() {
  const { hash } = useLocation();

  // A new hash makes the layout scroll there; an unchanged one (scrolled back up) does not.
  const scrollIfAlreadyThere = () => {
    if (hash === ABOUT_HASH) scrollToElement('about');
  };

  return (
    <section id="home" aria-labelledby="home-heading" className={styles.hero}>
      <HeroOrnament className={styles.ornament} raysClassName={styles.rays} />
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrows.hero}</p>
        <h1 id="home-heading" className={styles.headline}>
          {hero.headline}
        </h1>
        <p className={styles.lead}>{hero.lead}</p>
        <div className={styles.actions}>
          <Link to={{ hash: ABOUT_HASH }} className={styles.primary} onClick={scrollIfAlreadyThere}>
            {hero.learnMoreLabel}
          </Link>
          {/* Opens the dialog by itself (invoker commands), before any script has run. */}
          <button
            type="button"
            className={styles.secondary}
            aria-haspopup="dialog"
            command="show-modal"
            commandfor={DONATION_DIALOG_ID}
            onClick={() => runDialogCommand('show-modal', DONATION_DIALOG_ID)}
          >
            {hero.supportLabel}
          </button>
        </div>
      </div>
    </section>
  );
}
