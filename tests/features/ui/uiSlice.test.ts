import {
  deviceModeChanged,
  donationDialogClosed,
  donationDialogOpened,
  mobileMenuClosed,
  mobileMenuOpened,
  selectDeviceMode,
  selectDonationDialogOpen,
  selectMobileMenuOpen,
} from '@/features/ui/uiSlice';
import { makeStore } from '@/app/store';
import { testConfig } from '../../support/renderWithProviders';

function freshStore() {
  return makeStore({ config: testConfig });
}

describe('ui slice', () => {
  it('starts with the menu and the dialog closed, assuming a phone until the media query answers', () => {
    const state = freshStore().getState();
    expect(selectMobileMenuOpen(state)).toBe(false);
    expect(selectDonationDialogOpen(state)).toBe(false);
    expect(selectDeviceMode(state)).toBe('mobile');
  });

  it('follows the mobile menu as it opens and closes', () => {
    const store = freshStore();
    store.dispatch(mobileMenuOpened());
    expect(selectMobileMenuOpen(store.getState())).toBe(true);
    store.dispatch(mobileMenuOpened());
    expect(selectMobileMenuOpen(store.getState())).toBe(true);
    store.dispatch(mobileMenuClosed());
    expect(selectMobileMenuOpen(store.getState())).toBe(false);
    store.dispatch(mobileMenuClosed());
    expect(selectMobileMenuOpen(store.getState())).toBe(false);
  });

  it('opens and closes the donation dialog', () => {
    const store = freshStore();
    store.dispatch(donationDialogOpened());
    expect(selectDonationDialogOpen(store.getState())).toBe(true);
    store.dispatch(donationDialogClosed());
    expect(selectDonationDialogOpen(store.getState())).toBe(false);
  });

  it('records the device mode, closing the mobile menu on desktop', () => {
    const store = freshStore();
    store.dispatch(mobileMenuOpened());
    store.dispatch(deviceModeChanged('mobile'));
    expect(selectMobileMenuOpen(store.getState())).toBe(true);

    store.dispatch(deviceModeChanged('desktop'));
    expect(selectDeviceMode(store.getState())).toBe('desktop');
    expect(selectMobileMenuOpen(store.getState())).toBe(false);

    store.dispatch(deviceModeChanged('mobile'));
    expect(selectDeviceMode(store.getState())).toBe('mobile');
  });

  it('names its actions as readable events for the Redux DevTools', () => {
    expect([
      mobileMenuOpened.type,
      mobileMenuClosed.type,
      donationDialogOpened.type,
      donationDialogClosed.type,
      deviceModeChanged.type,
    ]).toEqual([
      'ui/mobileMenuOpened',
      'ui/mobileMenuClosed',
      'ui/donationDialogOpened',
      'ui/donationDialogClosed',
      'ui/deviceModeChanged',
    ]);
    expect(deviceModeChanged('desktop')).toEqual({ type: 'ui/deviceModeChanged', payload: 'desktop' });
  });
});
