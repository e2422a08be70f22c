import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { astToJSX } from 'markdown-to-jsx/react';
import type * as MarkdownToJsx from 'markdown-to-jsx/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { GlossaryCard } from '@/api/models';
import { makeStore } from '@/store/store';
import { PostBody } from '@/features/blog/PostBody';
import { sanskritScriptChosen } from '@/features/sanskrit-script/sanskritScriptSlice';
import { prerenderToString } from '../../support/prerender';
import { testConfig } from '../../support/renderWithProviders';

// The real renderer, watched: hydrating a painted body must not draw it again.
jest.mock('markdown-to-jsx/react', () => {
  const actual = jest.requireActual<typeof MarkdownToJsx>('markdown-to-jsx/react');
  return { ...actual, astToJSX: jest.fn(actual.astToJSX) };
});
const renderer = jest.mocked(astToJSX);

const terms: readonly GlossaryCard[] = [
  { id: 'maya', iast: 'māyā', devanagari: 'माया', pronunciation: 'MAA-yaa', definition: 'Appearance.', spellings: [] },
];
const BODY = 'Maya veils. See [The Five Sheaths](/blog/the-five-sheaths), or [this](javascript:alert(1)).\n\n> मायया';
const OTHER_BODY = 'A body the backend has since changed.';
const VERSE_BODY = [
  '```verse BG 2.47',
  'कर्मण्येवाधिकारस्ते मा फलेषु कदाचन ।',
  'मा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ॥',
  '---',
  'karmaṇy evādhikāras te mā phaleṣu kadācana',
  "mā karmaphalahetur bhūr mā te saṅgo 'stv akarmaṇi",
  '---',
  'Your right is to action alone, never to its fruits.',
  '---',
  'कर्मणि | karmaṇi | to action',
  'एव | eva | alone',
  '```',
].join('\n');

/** The post's page at `/blog/atman`, with the page a body link leads to. */
function page(store: ReturnType<typeof makeStore>, body: ReactElement): ReactElement {
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={['/blog/atman']}>
        <Routes>
          <Route path="/blog/atman" element={body} />
          <Route path="/blog/the-five-sheaths" element={<p>Five sheaths page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
}

const newStore = () => makeStore({ config: testConfig });

/** The body as the prerenderer writes it, in the document, then hydrated as the browser does. */
async function hydratedBody(markdown = BODY, shownTerms = terms) {
  const container = document.createElement('div');
  container.innerHTML = await prerenderToString(() => page(newStore(), <PostBody markdown={markdown} terms={shownTerms} />));
  document.body.append(container);
  const paintedParagraph = container.querySelector('p');
  renderer.mockClear();
  const store = newStore();
  const errors: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  const tree = (shown: string, cards: readonly GlossaryCard[]) => page(store, <PostBody markdown={shown} terms={cards} />);
  await act(async () => {
    root = hydrateRoot(container, tree(markdown, shownTerms), { onRecoverableError: (error) => errors.push(error) });
    await Promise.resolve();
  });
  const rerender = (shown: string, cards = shownTerms) => {
    act(() => {
      root?.render(tree(shown, cards));
    });
  };
  const unmount = () => {
    act(() => {
      root?.unmount();
    });
  };
  return { container, paintedParagraph, store, errors, rerender, unmount };
}

/** Whether a click reaches the browser unprevented (then stopped here: jsdom cannot open a tab). */
function browserHandles(link: HTMLElement, init: MouseEventInit): boolean {
  let prevented = true;
  const last = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', last, { once: true });
  fireEvent.click(link, init);
  return !prevented;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PostBody, hydrating a painted post', () => {
  it('keeps the painted body as it is, without drawing it again', async () => {
    const { container, paintedParagraph, errors, rerender, unmount } = await hydratedBody();
    expect(errors).toEqual([]);
    expect(renderer).not.toHaveBeenCalled();
    expect(paintedParagraph).not.toBeNull();
    expect(container.querySelector('p')).toBe(paintedParagraph);
    // The page drawn again with the same inputs (the store's answer again): still the painted nodes.
    rerender(BODY, terms);
    expect(renderer).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(paintedParagraph);
    expect(within(container).getByRole('link', { name: 'More in the glossary' })).toHaveAttribute('href', '/glossary#maya');
    unmount();
  });

  it('follows a site path in the app router and keeps an emptied link from going anywhere', async () => {
    const { container, unmount } = await hydratedBody();
    expect(fireEvent.click(within(container).getByText('this'))).toBe(false);
    expect(browserHandles(within(container).getByRole('link', { name: 'The Five Sheaths' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(within(container).getByRole('link', { name: 'The Five Sheaths' }))).toBe(false);
    expect(await within(container).findByText('Five sheaths page')).toBeInTheDocument();
    unmount();
  });

  it('draws the body again when the store holds another answer', async () => {
    const { container, rerender, unmount } = await hydratedBody();
    rerender(OTHER_BODY);
    expect(await within(container).findByText(OTHER_BODY)).toBeInTheDocument();
    expect(renderer).toHaveBeenCalled();
    expect(within(container).queryByText(/Maya veils/)).toBeNull();
    unmount();
  });

  it('draws the body again when the glossary gives its terms other cards', async () => {
    const { container, rerender, unmount } = await hydratedBody();
    const [card] = terms;
    if (!card) throw new Error('The test has a card.');
    rerender(BODY, [{ ...card, definition: 'Appearance, as the glossary now says.' }]);
    expect(await within(container).findByText('Appearance, as the glossary now says.')).toBeInTheDocument();
    expect(renderer).toHaveBeenCalled();
    unmount();
  });

  it('draws the body again in the script the reader chooses', async () => {
    const { container, store, unmount } = await hydratedBody();
    expect(within(container).getByText('मायया')).toHaveAttribute('lang', 'sa');
    await act(async () => {
      await store.dispatch(sanskritScriptChosen('telugu'));
    });
    expect(await within(container).findByText('మాయయా')).toHaveAttribute('lang', 'sa-Telu');
    unmount();
  });
});

describe('PostBody, a gloss the reader opened', () => {
  const glosses = (container: HTMLElement) => [...container.querySelectorAll('details')].map((details) => details.open);

  it.each([
    ['before the page hydrated', true],
    ['after', false],
  ])('stays open %s, when the body is drawn again in another script', async (_when, beforeHydration) => {
    const container = document.createElement('div');
    container.innerHTML = await prerenderToString(() => page(newStore(), <PostBody markdown={VERSE_BODY} terms={terms} />));
    document.body.append(container);
    const open = () => {
      const details = container.querySelector('details');
      if (!details) throw new Error('The verse has its gloss.');
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    };
    if (beforeHydration) open();
    const store = newStore();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(store, <PostBody markdown={VERSE_BODY} terms={terms} />));
      await Promise.resolve();
    });
    if (!beforeHydration) open();
    await act(async () => {
      await store.dispatch(sanskritScriptChosen('telugu'));
    });
    expect(await within(container).findByText('ఏవ')).toBeInTheDocument();
    expect(glosses(container)).toEqual([true]);
    await act(async () => {
      await store.dispatch(sanskritScriptChosen('tamil'));
    });
    expect(glosses(container)).toEqual([true]);
    act(() => {
      root?.unmount();
    });
  });
});

describe('PostBody, drawn in the browser', () => {
  it('draws the markdown once its renderer is in, with working links', async () => {
    render(page(newStore(), <PostBody markdown={BODY} terms={terms} />));
    const link = await screen.findByRole('link', { name: 'The Five Sheaths' });
    expect(screen.getByText('this')).toHaveAttribute('href', '');
    expect(fireEvent.click(screen.getByText('this'))).toBe(false);
    fireEvent.click(link);
    expect(await screen.findByText('Five sheaths page')).toBeInTheDocument();
  });
});
