import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { sanskritScriptKeys } from '@/content/sanskritScript';
import type { FakePost } from '../../support/fakeFunctions';
import { setupFakeFunctions } from '../../support/fakeFunctions';
import { renderApp } from '../../support/renderWithProviders';
import { requestedTransliterationScripts, transliterationScriptFails } from '../../support/transliterationScript';

const VERSE_POST: FakePost = {
  id: 7,
  slug: 'the-gita-on-the-self',
  metaTitle: 'The Gita on the Self',
  metaDescription: 'Unborn and eternal.',
  date: '2025-01-02',
  blog: [
    'Krishna says of the self:',
    '',
    '```verse BG 2.20',
    'अजो नित्यः शाश्वतोऽयं पुराणो न हन्यते हन्यमाने शरीरे ॥',
    '---',
    "ajo nityaḥ śāśvato 'yaṃ purāṇo na hanyate hanyamāne śarīre",
    '---',
    'Unborn, eternal, abiding and ancient, it is not slain when the body is slain.',
    '---',
    'अजः | ajaḥ | unborn',
    'नित्यः | nityaḥ | eternal',
    '```',
  ].join('\n'),
};

const PLAIN_POST: FakePost = {
  id: 8,
  slug: 'a-plain-post',
  metaTitle: 'A Plain Post',
  metaDescription: '',
  date: '2025-01-03',
  blog: 'No Sanskrit here.',
};

setupFakeFunctions([VERSE_POST, PLAIN_POST]);

const scriptControl = () => screen.getByRole('combobox', { name: 'Script' });
const verseLine = (text: string) => screen.getByText(text, { selector: 'figure p' });
const TELUGU_VERSE = 'అజో నిత్యః శాశ్వతోఽయం పురాణో న హన్యతే హన్యమానే శరీరే ॥';

async function openVersePost() {
  const rendered = await renderApp({ route: '/blog/the-gita-on-the-self' });
  await screen.findByRole('heading', { level: 1, name: 'The Gita on the Self' });
  // The control's code, loaded apart.
  await screen.findByRole('combobox', { name: 'Script' });
  return rendered;
}

describe('the script for Sanskrit', () => {
  it('offers Devanagari and the nine other scripts on a post with Sanskrit, and loads nothing for Devanagari', async () => {
    await openVersePost();
    const control = scriptControl();
    expect(control).toHaveValue('devanagari');
    expect(
      within(control)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Devanagari',
      'IAST (Roman letters)',
      'Bengali',
      'Gujarati',
      'Gurmukhi',
      'Kannada',
      'Malayalam',
      'Odia',
      'Tamil (with marks for kha, ga, gha…)',
      'Telugu',
    ]);
    expect(verseLine('अजो नित्यः शाश्वतोऽयं पुराणो न हन्यते हन्यमाने शरीरे ॥')).toHaveAttribute('lang', 'sa');
    expect(requestedTransliterationScripts).toEqual([]);
  });

  it('is not on a post without Sanskrit', async () => {
    await renderApp({ route: '/blog/a-plain-post' });
    await screen.findByRole('heading', { level: 1, name: 'A Plain Post' });
    expect(screen.queryByRole('combobox', { name: 'Script' })).toBeNull();
  });

  it('on choosing Telugu, loads the transliteration once, then writes the verse and its gloss in Telugu, tagged sa-Telu, and keeps the choice', async () => {
    const { user, store } = await openVersePost();
    await user.selectOptions(scriptControl(), 'telugu');
    await waitFor(() => expect(verseLine(TELUGU_VERSE)).toHaveAttribute('lang', 'sa-Telu'));
    expect(requestedTransliterationScripts).toEqual([expect.stringMatching(/\/assets\/js\/transliteration(\.[0-9a-f]+)?\.js$/)]);
    // The IAST line is kept beside it: readers compare the two.
    expect(screen.getByText("ajo nityaḥ śāśvato 'yaṃ purāṇo na hanyate hanyamāne śarīre")).toHaveAttribute('lang', 'sa-Latn');
    expect(screen.getByText('అజః')).toHaveAttribute('lang', 'sa-Telu');
    expect(scriptControl()).toHaveValue('telugu');
    expect(store.getState().sanskritScript).toEqual({ shown: 'telugu', loading: null, failed: false });
    expect(localStorage.getItem('vedanta-sanskrit-script')).toBe('telugu');
    expect(document.documentElement).toHaveAttribute('data-sanskrit-script', 'telugu');

    await user.selectOptions(scriptControl(), 'tamil');
    await waitFor(() => expect(verseLine('அஜோ நித்யஃ ஶாஶ்வதோ(அ)யம் புராணோ ந ஹன்யதே ஹன்யமானே ஶரீரே ॥')).toHaveAttribute('lang', 'sa-Taml'));
    expect(requestedTransliterationScripts).toHaveLength(1);

    await user.selectOptions(scriptControl(), 'devanagari');
    await waitFor(() => expect(verseLine('अजो नित्यः शाश्वतोऽयं पुराणो न हन्यते हन्यमाने शरीरे ॥')).toHaveAttribute('lang', 'sa'));
    expect(localStorage.getItem('vedanta-sanskrit-script')).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-sanskrit-script');
  });

  it('says so when the script cannot be loaded, and keeps the Devanagari', async () => {
    const { user, store } = await openVersePost();
    transliterationScriptFails();
    await user.selectOptions(scriptControl(), 'kannada');
    expect(await screen.findByText(/That script could not be loaded/)).toBeInTheDocument();
    expect(verseLine('अजो नित्यः शाश्वतोऽयं पुराणो न हन्यते हन्यमाने शरीरे ॥')).toHaveAttribute('lang', 'sa');
    expect(scriptControl()).toHaveValue('devanagari');
    expect(store.getState().sanskritScript).toEqual({ shown: 'devanagari', loading: null, failed: true });
  });

  it('keys Tamil and Gurmukhi under the control, in the script’s own letters, for the style sheet to show the one chosen', async () => {
    await openVersePost();
    const tamil = screen.getByText(/^How Tamil writes Sanskrit:/);
    expect(tamil).toHaveAttribute('data-script-key', 'tamil');
    expect(tamil).toHaveTextContent(
      'How Tamil writes Sanskrit: க² க³ க⁴ kha, ga, gha (² aspirated, ³ voiced, ⁴ both; no mark, unvoiced); ஶ ஷ ஸ ś, ṣ, s; ஃ ḥ; (அ) an elided a.',
    );
    expect(within(tamil).getByText('ஶ ஷ ஸ')).toHaveAttribute('lang', 'sa-Taml');
    expect(within(screen.getByText(/^How Gurmukhi writes Sanskrit:/)).getByText('ਸ਼')).toHaveAttribute('lang', 'sa-Guru');
  });

  it('has a style sheet that shows the key of exactly the scripts with one', () => {
    const sheet = readFileSync(path.join(__dirname, '../../../src/features/sanskrit-script/ScriptChoice.module.scss'), 'utf8');
    const shown = /@each \$script in ([^{]+)\{/
      .exec(sheet)?.[1]
      ?.split(',')
      .map((script) => script.trim());
    expect(shown).toEqual(Object.keys(sanskritScriptKeys));
  });
});
