import { START_HERE } from './site';

export const hero = {
  headline: 'Discover the Wisdom of Vedanta',
  lead: 'Vedanta asks what we are and what is ultimately real. Here you can read about its foundational texts, its great teachers and its living schools, set out clearly for anyone who wants to study them with care.',
  learnMoreLabel: 'Learn More',
  supportLabel: 'Support Our Mission',
} as const;

export const about: {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Where a newcomer begins: the reading path of `/start-here`. */
  readonly startHere: { readonly lead: string; readonly label: string; readonly path: string };
} = {
  heading: 'About Vedanta',
  startHere: { lead: 'New to Vedanta?', label: 'Start here, with the essays in an order that builds', path: `/${START_HERE}` },
  paragraphs: [
    'Vedanta means “the end of the Veda.” The name refers both to the Upanishads, which close the Vedic literature, and to the philosophy they inspired, long regarded as the culmination of Vedic thought. Its classical sources are three, known together as the prasthana traya: the Upanishads, the Bhagavad Gita and the Brahma Sutras of Badarayana. Every major teacher of Vedanta has interpreted these texts, and each school argues its position from them.',
    'At its centre lies a single question: what is the self, and what is ultimately real? The Upanishads call the innermost self atman and the ground of all that exists brahman, and in sayings such as “tat tvam asi,” “you are that,” they point to a deep relation between the two. How close that relation is, and in what sense, is where the schools part ways. For all of them, understanding it is the path to freedom, moksha.',
    'Vedanta remains a living tradition. Advaita, Vishishtadvaita and Dvaita, together with schools such as Bhedabheda and Shuddhadvaita, are still taught in monasteries, temples and universities. In modern times Swami Vivekananda carried Vedanta to audiences in the West, while Ramana Maharshi drew seekers from many countries to Tiruvannamalai. This site offers clear introductions to the texts, schools and key ideas, a blog of longer articles and a list of trusted books, all free to read. Sanskrit words are spelled here in a simplified way, without diacritics: “sh” stands for both ś and ṣ, and long vowels are not marked, so the name written Śaṅkara in the scholarly IAST system appears as Shankara. Place names and honorifics such as Sri keep their usual English spelling.',
  ],
};

export interface Teaching {
  readonly id: string;
  readonly title: string;
  readonly sanskrit: string;
  readonly summary: string;
  readonly keyText: string;
}

export const teachings: {
  readonly heading: string;
  readonly intro: string;
  readonly cards: readonly [Teaching, Teaching, Teaching];
} = {
  heading: 'Core Teachings',
  intro:
    'The teachers of Vedanta share the same sources but read them differently. Three schools have been especially influential, each giving its own account of how the self, the world and brahman are related.',
  cards: [
    {
      id: 'advaita',
      title: 'Advaita Vedanta',
      sanskrit: 'अद्वैत वेदान्त',
      summary:
        'Advaita, “non-duality,” holds that brahman alone is real and that the self, atman, is not other than brahman. The world of many separate things is an appearance produced by maya and sustained by ignorance (avidya). Liberation is not the gaining of something new but the knowledge that removes this ignorance, and it can be realised in this very life.',
      keyText: 'Key teacher: Adi Shankara (c. 8th century)',
    },
    {
      id: 'vishishtadvaita',
      title: 'Vishishtadvaita Vedanta',
      sanskrit: 'विशिष्टाद्वैत वेदान्त',
      summary:
        'Vishishtadvaita, “qualified non-duality,” teaches that brahman is one but internally differentiated. Brahman is the personal God, Vishnu-Narayana, possessed of countless auspicious qualities, and individual souls and matter are real, forming his body: inseparable from him yet distinct. Liberation comes through devotion (bhakti) and surrender (prapatti) by divine grace, and the freed soul enjoys communion with God while remaining itself.',
      keyText: 'Key teacher: Ramanuja (c. 11th–12th century)',
    },
    {
      id: 'dvaita',
      title: 'Dvaita Vedanta',
      sanskrit: 'द्वैत वेदान्त',
      summary:
        'Dvaita, “duality,” holds that God, identified as Vishnu, is the only independent reality, while souls and matter are real but wholly dependent on him. It affirms five eternal differences: between God and souls, God and matter, one soul and another, souls and matter, and one material thing and another. Liberation comes through knowledge and devotion, by the grace of Vishnu.',
      keyText: 'Key teacher: Madhva (13th century)',
    },
  ],
};

export interface Reading {
  readonly title: string;
  readonly author: string;
  readonly note: string;
}

export const readings: {
  readonly heading: string;
  readonly intro: string;
  readonly items: readonly Reading[];
} = {
  heading: 'Recommended Readings',
  intro:
    'Good translations and commentaries reward slow reading. These ten books, a mix of primary texts and modern guides, are a dependable place to begin.',
  items: [
    {
      title: 'The Principal Upanishads',
      author: 'S. Radhakrishnan',
      note: 'The Sanskrit text of eighteen Upanishads with translation and notes, and a long introduction that remains one of the best overviews of their thought.',
    },
    {
      title: 'The Bhagavad Gita',
      author: 'Eknath Easwaran (translator)',
      note: 'A clear, readable translation, well suited to a first reading of the Gita. The short introductions to each chapter are by Diana Morrison.',
    },
    {
      title: 'Brahma-Sutra-Bhasya of Sri Sankaracarya',
      author: 'Swami Gambhirananda (translator)',
      note: 'Shankara’s commentary on the Brahma Sutras in a careful English rendering, the central work for studying Advaita in depth.',
    },
    {
      title: 'The Vedanta-Sutras with the Commentary by Ramanuja',
      author: 'George Thibaut (translator)',
      note: 'Ramanuja’s Sri Bhashya, published in 1904 as volume 48 of the Sacred Books of the East, shows how Vishishtadvaita reads the same sutras in a different light.',
    },
    {
      title: 'The Theology of Ramanuja: An Essay in Interreligious Understanding',
      author: 'John B. Carman',
      note: 'A detailed modern study of Ramanuja’s life, writings and understanding of God (Yale University Press, 1974).',
    },
    {
      title: 'An Introduction to Madhva Vedanta',
      author: 'Deepak Sarma',
      note: 'A short introduction to Madhva’s life and to the teachings of Dvaita (Ashgate, 2003).',
    },
    {
      title: 'Vivekachudamani of Sri Sankaracharya',
      author: 'Swami Madhavananda (translator)',
      note: 'The “Crest-Jewel of Discrimination,” a classic introductory text of Advaita traditionally attributed to Shankara, which leads the student step by step from discrimination to self-knowledge.',
    },
    {
      title: 'The Complete Works of Swami Vivekananda',
      author: 'Swami Vivekananda (Advaita Ashrama)',
      note: 'Lectures, letters and essays in which Vivekananda presented Vedanta to modern audiences in India and the West.',
    },
    {
      title: 'Talks with Sri Ramana Maharshi',
      author: 'Munagala S. Venkataramiah (recorder)',
      note: 'Conversations recorded at Tiruvannamalai in which Ramana Maharshi answers questions on self-inquiry with great simplicity.',
    },
    {
      title: 'Advaita Vedanta: A Philosophical Reconstruction',
      author: 'Eliot Deutsch',
      note: 'A concise academic account that sets out the arguments of Advaita in the terms of contemporary philosophy.',
    },
  ],
};

export const news: {
  readonly heading: string;
  readonly intro: string;
  readonly frameTitle: string;
  /** With no feed configured, the section shows the blog's newest posts: said as what they are. */
  readonly postsIntro: string;
} = {
  heading: 'Latest News',
  intro:
    'Recent news and announcements from the wider Vedanta community, gathered from an external feed.',
  frameTitle: 'Vedanta news feed',
  postsIntro: 'The newest articles on our blog.',
};

export const contact: {
  readonly heading: string;
  readonly intro: string;
  /** The intro of a site with no form or address to write to: it promises no reply. */
  readonly introWithoutRoute: string;
  readonly frameTitle: string;
  readonly emailNote: string;
  readonly placeholder: string;
} = {
  heading: 'Contact Us',
  intro:
    'A question about a text, a suggestion for an article or a correction to something we have written: we read every message and reply as soon as we can.',
  introWithoutRoute: 'Questions about a text, suggestions for articles and corrections will be welcome here.',
  frameTitle: 'Contact form',
  emailNote: 'Write to us by email and we will reply within a few days.',
  placeholder: 'There is no contact form or address here yet: this section will show one as soon as there is.',
};

export const donation: {
  readonly heading: string;
  readonly body: string;
  readonly buttonLabel: 'Donate to Vedanta Initiatives';
  readonly closeLabel: string;
} = {
  heading: 'Support Our Mission',
  body: 'Every article on this site is free to read, and we want to keep it that way. Donations pay for hosting and for the time it takes to write, check and publish new articles and study resources. Contributions of any size are gratefully received.',
  buttonLabel: 'Donate to Vedanta Initiatives',
  closeLabel: 'Close',
};

/** Small labels above the section headings, and the hero's line of sources. */
export const eyebrows = {
  hero: 'Upanishads · Bhagavad Gita · Brahma Sutras',
  about: 'Introduction',
  teachings: 'Three Schools',
  resources: 'For Study',
  news: 'News',
  contact: 'Get in Touch',
} as const;

/** The great saying set beside the about text. */
export const aboutQuote = {
  sanskrit: 'तत्त्वमसि',
  transliteration: 'tat tvam asi',
  translation: '“You are that.”',
  source: 'Chandogya Upanishad 6.8.7',
} as const;

/** The news section's fallback: the newest posts of the blog; states worded as on the blog page. */
export const latestPosts = {
  heading: 'From our blog',
  count: 3,
  loading: 'Loading blogs...',
  empty: 'No blog posts found.',
  tryAgain: 'Try Again',
  readMoreLabel: 'Read More',
  blogLinkLabel: 'Read the blog',
} as const;

export const contactFallback = {
  emailLabel: 'Email',
  placeholderTitle: 'Contact form',
} as const;

export const donationUnavailable = {
  note: 'Online donations are not open yet; this dialog will link to them as soon as they are.',
  /** How else to help meanwhile. */
  otherWays: 'Until then, the best help is to read, and to share what you find useful with others.',
  otherWaysWithContact: 'Until then, the best help is to read, to share what you find useful, and to write to us with corrections and questions.',
  contactLink: 'Write to us',
} as const;
