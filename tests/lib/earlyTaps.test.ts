import { holdEarlyTaps } from '@/lib/earlyTaps';

function page(html: string) {
  document.body.innerHTML = html;
  return holdEarlyTaps(document);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyTaps: the page before React has taken over', () => {
  it('holds a tap on a button the browser cannot answer, and replays it once React is in', () => {
    const release = page('<button type="button" id="retry">Try Again</button>');
    const button = document.getElementById('retry')!;
    const clicks: boolean[] = [];
    button.addEventListener('click', (event) => clicks.push(event.isTrusted));
    button.click();
    expect(clicks).toEqual([]);

    release();
    expect(clicks).toHaveLength(1);
    // Held once, replayed once; after release, taps go straight through.
    button.click();
    expect(clicks).toHaveLength(2);
  });

  it('lets the browser answer the buttons it answers by itself: popovers, dialog commands, form submits', () => {
    const release = page(`
      <button type="button" popovertarget="menu">Menu</button>
      <nav id="menu" popover="auto"><a href="#about">About</a></nav>
      <button type="button" command="show-modal" commandfor="dialog">Support</button>
      <dialog id="dialog"></dialog>
      <form method="get" action="/blog"><button type="submit" name="page" value="2">Page 2</button></form>
    `);
    const menuButton = document.querySelector<HTMLButtonElement>('[popovertarget]')!;
    menuButton.click();
    const menu = document.getElementById('menu')!;
    expect(menu.matches(':popover-open')).toBe(true);

    document.querySelector<HTMLButtonElement>('[commandfor]')!.click();
    expect(document.querySelector('dialog')).toHaveAttribute('open');

    const submitted = jest.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    document.querySelector<HTMLButtonElement>('form button')!.click();
    expect(submitted).toHaveBeenCalledTimes(1);
    release();
  });

  it('lets the theme control through at once: the boot script in <head> answers it, never the app', () => {
    const release = page('<button type="button" data-theme-toggle>Theme</button>');
    const answered = jest.fn();
    document.addEventListener('click', answered);
    document.querySelector('button')!.click();
    expect(answered).toHaveBeenCalledTimes(1);
    release();
    expect(answered).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', answered);
  });

  it('closes the popover a chosen link sits in, as the app does once it runs', () => {
    const release = page('<button popovertarget="menu">Menu</button><nav id="menu" popover="auto"><a href="#about">About</a></nav>');
    const menu = document.getElementById('menu')!;
    menu.showPopover();
    document.querySelector('a')!.click();
    expect(menu.matches(':popover-open')).toBe(false);
    release();
  });

  it('does not replay a tap on a button that left the page meanwhile', () => {
    const release = page('<button type="button">Gone</button>');
    const button = document.querySelector('button')!;
    const onClick = jest.fn();
    button.addEventListener('click', onClick);
    button.click();
    button.remove();
    release();
    expect(onClick).not.toHaveBeenCalled();
  });
});
