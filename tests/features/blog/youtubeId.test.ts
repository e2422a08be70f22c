import { youtubeEmbedUrl, youtubeId } from '@/lib/youtubeId';

const ID = 'dQw4w9WgXcQ';

const accepted: ReadonlyArray<readonly [url: string, id: string]> = [
  [`https://www.youtube.com/watch?v=${ID}`, ID],
  [`https://youtube.com/watch?v=${ID}`, ID],
  [`https://m.youtube.com/watch?v=${ID}`, ID],
  [`http://www.youtube.com/watch?v=${ID}`, ID],
  [`https://www.youtube.com/watch?feature=share&v=${ID}`, ID],
  [`https://www.youtube.com/watch?v=${ID}&t=42s`, ID],
  [`https://www.youtube.com/watch?v=${ID}&list=PL123&index=2`, ID],
  [`https://www.youtube.com/watch?v=${ID}#t=1m`, ID],
  [`https://www.youtube.com/watch/?v=${ID}`, ID],
  [`https://www.youtube.com/embed/${ID}`, ID],
  [`https://www.youtube.com/embed/${ID}?rel=0`, ID],
  [`https://www.youtube.com/v/${ID}`, ID],
  [`https://www.youtube.com/e/${ID}`, ID],
  [`https://www.youtube.com/shorts/${ID}`, ID],
  [`https://youtube.com/shorts/${ID}?si=AbCdEfGh12345`, ID],
  [`https://www.youtube.com/shorts/${ID}/`, ID],
  [`https://m.youtube.com/shorts/${ID}?feature=share`, ID],
  [`https://youtu.be/${ID}`, ID],
  [`https://youtu.be/${ID}?si=xyz`, ID],
  [`https://youtu.be/${ID}?t=30`, ID],
  [`https://youtu.be/${ID}/`, ID],
  [`https://www.youtube-nocookie.com/embed/${ID}`, ID],
  [`https://youtube-nocookie.com/embed/${ID}?autoplay=0`, ID],
  [`HTTPS://WWW.YOUTUBE.COM/shorts/${ID}`, ID],
  [`  https://www.youtube.com/shorts/${ID}  `, ID],
  ['https://www.youtube.com/shorts/a-b_c-d_e-f', 'a-b_c-d_e-f'],
  ['https://youtu.be/___________', '___________'],
  // Written without a scheme, as authors paste them, or protocol-relative.
  [`www.youtube.com/watch?v=${ID}`, ID],
  [`youtube.com/shorts/${ID}`, ID],
  [`youtu.be/${ID}`, ID],
  [`m.youtube.com/watch?v=${ID}&t=3`, ID],
  [`//www.youtube.com/embed/${ID}`, ID],
  [`//youtu.be/${ID}`, ID],
  // Every YouTube host.
  [`https://music.youtube.com/watch?v=${ID}`, ID],
  [`music.youtube.com/watch?v=${ID}`, ID],
  [`https://www.youtube-nocookie.com/shorts/${ID}`, ID],
];

const rejected: ReadonlyArray<readonly [label: string, url: string | null | undefined]> = [
  ['null', null],
  ['undefined', undefined],
  ['empty', ''],
  ['not a URL', 'not a url'],
  ['no scheme on another host', `evil.com/watch?v=${ID}`],
  ['protocol-relative on another host', `//evil.com/shorts/${ID}`],
  ['the playlist pseudo-id in an embed', 'https://www.youtube.com/embed/videoseries?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs'],
  ['the playlist pseudo-id as a watch id', 'https://www.youtube.com/watch?v=videoseries'],
  ['the playlist pseudo-id without a scheme', 'youtube-nocookie.com/embed/videoseries?list=PL1'],
  ['the playlist pseudo-id as a short link', 'https://youtu.be/videoseries'],
  ['bare id', ID],
  ['look-alike host suffix', `https://youtube.com.evil.com/watch?v=${ID}`],
  ['look-alike host prefix', `https://evilyoutube.com/watch?v=${ID}`],
  ['look-alike short host', `https://youtu.be.evil.com/${ID}`],
  ['other host with a watch path', `https://evil.com/watch?v=${ID}`],
  ['YouTube in the path of another host', `https://evil.com/youtube.com/shorts/${ID}`],
  ['YouTube as userinfo of another host', `https://www.youtube.com@evil.com/shorts/${ID}`],
  ['YouTube in the query of another host', `https://evil.com/?u=https://youtu.be/${ID}`],
  ['another subdomain (not listed)', `https://studio.youtube.com/watch?v=${ID}`],
  ['host with a trailing dot', `https://www.youtube.com./shorts/${ID}`],
  ['javascript scheme', `javascript:alert('https://youtu.be/${ID}')`],
  ['data scheme', `data:text/html,https://youtu.be/${ID}`],
  ['ftp scheme', `ftp://www.youtube.com/shorts/${ID}`],
  ['12-character id', `https://www.youtube.com/watch?v=${ID}X`],
  ['10-character id', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
  ['12-character shorts id', `https://www.youtube.com/shorts/${ID}X`],
  ['12-character short link', `https://youtu.be/${ID}X`],
  ['invalid character in id', 'https://youtu.be/dQw4w9WgX!Q'],
  ['id with a dot', 'https://www.youtube.com/embed/dQw4w9WgX.Q'],
  ['percent-encoded id character', 'https://www.youtube.com/shorts/%64Qw4w9WgXcQ'],
  ['watch without v', 'https://www.youtube.com/watch?list=PL123'],
  ['empty v', 'https://www.youtube.com/watch?v='],
  ['v in the fragment only', `https://www.youtube.com/watch#v=${ID}`],
  ['v on a non-watch path', `https://www.youtube.com/results?v=${ID}`],
  ['channel page', 'https://www.youtube.com/@SomeChannel'],
  ['playlist page', 'https://www.youtube.com/playlist?list=PL1234567890'],
  ['extra path segment after id', `https://www.youtube.com/shorts/${ID}/extra`],
  ['unknown path prefix', `https://www.youtube.com/live/${ID}`],
  ['upper-case path prefix', `https://www.youtube.com/Shorts/${ID}`],
  ['short link with nested path', `https://youtu.be/shorts/${ID}`],
  ['short link home', 'https://youtu.be/'],
  ['youtube home', 'https://www.youtube.com/'],
];

describe('youtubeId', () => {
  it.each(accepted)('accepts %s', (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });

  it.each(rejected)('rejects %s', (_label, url) => {
    expect(youtubeId(url)).toBeNull();
  });

  it('covers at least 40 cases', () => {
    expect(accepted.length + rejected.length).toBeGreaterThanOrEqual(40);
  });
});

describe('youtubeEmbedUrl', () => {
  it('builds the privacy-enhanced embed with autoplay off, controls on and related videos off', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=0&controls=1&rel=0`);
  });

  it('round-trips: the embed URL it builds is itself accepted', () => {
    expect(youtubeId(youtubeEmbedUrl(ID))).toBe(ID);
  });

  it('cannot be steered outside the embed path by a bad id', () => {
    const url = new URL(youtubeEmbedUrl('../../evil?x=1#'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname.startsWith('/embed/')).toBe(true);
    expect(url.searchParams.get('autoplay')).toBe('0');
  });
});
