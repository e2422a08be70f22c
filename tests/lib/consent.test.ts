import { CONSENT_STORAGE_KEY, parseConsent, readConsent, saveConsent, subscribeToConsent } from '@/lib/consent';

const stored = (value: object) =>
  JSON.stringify({ version: 1, advertising: true, embeds: false, savedAt: new Date().toISOString(), ...value });

describe('the stored privacy choice', () => {
  it('is read back as saved, and a change is announced', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToConsent(listener);
    expect(readConsent()).toBeNull();
    saveConsent({ advertising: true, embeds: false });
    expect(readConsent()).toEqual({ advertising: true, embeds: false });
    expect(listener).toHaveBeenCalledTimes(1);
    // The same object while nothing changes, as useSyncExternalStore needs.
    expect(readConsent()).toBe(readConsent());
    unsubscribe();
    saveConsent({ advertising: false, embeds: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['another version', stored({ version: 2 })],
    ['a string for a purpose', stored({ advertising: 'yes' })],
    ['no date', JSON.stringify({ version: 1, advertising: true, embeds: true })],
    ['a date over a year old', stored({ savedAt: new Date(Date.now() - 366 * 864e5).toISOString() })],
    ['a date in the future', stored({ savedAt: new Date(Date.now() + 864e5).toISOString() })],
    ['null', 'null'],
  ])('counts %s as no choice, so the visitor is asked again', (_, text) => {
    expect(parseConsent(text)).toBeNull();
  });

  it('follows a choice made in another tab', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToConsent(listener);
    localStorage.setItem(CONSENT_STORAGE_KEY, stored({ embeds: true }));
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readConsent()).toEqual({ advertising: true, embeds: true });
    unsubscribe();
  });

  it('holds the choice for the page when storage refuses it', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      saveConsent({ advertising: false, embeds: true });
      expect(readConsent()).toEqual({ advertising: false, embeds: true });
    } finally {
      setItem.mockRestore();
    }
    saveConsent({ advertising: true, embeds: true });
    expect(readConsent()).toEqual({ advertising: true, embeds: true });
  });
});
