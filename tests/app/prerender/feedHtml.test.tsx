/** A post's body for the feeds: the page's markdown pipeline, as inert static HTML with absolute URLs. */
import { renderFeedHtml } from '@/app/prerender/feedHtml';
import { testConfig } from '../../support/renderWithProviders';

const config = { ...testConfig, siteUrl: 'https://vedanta.example.org' };

describe('renderFeedHtml', () => {
  it('renders the whole body: headings, paragraphs, lists, quotes and images', () => {
    const html = renderFeedHtml(
      '## The Self\n\nFirst *paragraph*.\n\n- one\n- two\n\n> A verse.\n\n![Om](https://images.example/om.png)',
      config,
    );
    expect(html).toContain('<h2 id="the-self">The Self</h2>');
    expect(html).toContain('<p>First <em>paragraph</em>.</p>');
    expect(html).toMatch(/<li>one<\/li>\s*<li>two<\/li>/);
    expect(html).toContain('<blockquote>');
    expect(html).toMatch(/<img [^>]*src="https:\/\/images\.example\/om\.png"/);
  });

  it('makes the site’s own links and images absolute, and leaves other sites’ alone', () => {
    const html = renderFeedHtml(
      '[Maya](/blog/understanding-maya) and ![pic](/functions/v1/media/a.svg) and [x](https://example.com/y)',
      config,
    );
    expect(html).toContain('href="https://vedanta.example.org/blog/understanding-maya"');
    expect(html).toContain('src="https://vedanta.example.org/functions/v1/media/a.svg"');
    expect(html).toContain('href="https://example.com/y"');
  });

  it('carries no script, no event handler, no javascript: URL and none of the site’s class names', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '<a href="javascript:alert(4)" onclick="alert(5)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '![a](data:text/html;base64,PHNjcmlwdD4=)',
    ].join('\n\n');
    const html = renderFeedHtml(hostile, config);
    expect(html).not.toMatch(/<script|<iframe|\son\w+=|javascript:|data:text\/html/i);
    expect(html).not.toContain(' class=');
  });
});
