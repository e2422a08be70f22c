import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

export type DeviceMode = 'mobile' | 'desktop';

/** Viewports narrower than 768 px are phones (spec §9). */
export const MOBILE_MEDIA_QUERY = '(max-width: 767px)';

const initialState = {
  mobileMenuOpen: false,
  donationDialogOpen: false,
  // Phones first; the media-query listener corrects this on the first effect.
  deviceMode: 'mobile' as DeviceMode,
};

/** The browser's own popover and `<dialog>` from the first tap; from hydration on they follow this slice. */
export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    mobileMenuOpened(state) {
      state.mobileMenuOpen = true;
    },
    /** Closed by its button, Escape, a tap outside it, or one of its links chosen (spec §2). */
    mobileMenuClosed(state) {
      state.mobileMenuOpen = false;
    },
    donationDialogOpened(state) {
      state.donationDialogOpen = true;
    },
    donationDialogClosed(state) {
      state.donationDialogOpen = false;
    },
    deviceModeChanged(state, action: PayloadAction<DeviceMode>) {
      state.deviceMode = action.payload;
      if (action.payload === 'desktop') state.mobileMenuOpen = false;
    },
  },
  selectors: {
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
    selectDonationDialogOpen: (state) => state.donationDialogOpen,
    selectDeviceMode: (state) => state.deviceMode,
  },
});

export const { mobileMenuOpened, mobileMenuClosed, donationDialogOpened, donationDialogClosed, deviceModeChanged } = uiSlice.actions;
export const { selectMobileMenuOpen, selectDonationDialogOpen, selectDeviceMode } = uiSlice.selectors;
