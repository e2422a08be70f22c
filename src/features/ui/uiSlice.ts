import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

export type DeviceMode = 'mobile' | 'desktop';

/** Viewports narrower than 768 px are phones (spec §9). */
export const MOBILE_MEDIA_QUERY = '(max-width: 767px)';

/** The menu and dialog are the browser's own popover and `<dialog>`, open from the first tap; this slice follows them. */
export interface UiState {
  readonly mobileMenuOpen: boolean;
  readonly donationDialogOpen: boolean;
  readonly deviceMode: DeviceMode;
}

const initialState: UiState = {
  mobileMenuOpen: false,
  donationDialogOpen: false,
  // Phones first; the media-query listener corrects this on the first effect.
  deviceMode: 'mobile',
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    mobileMenuOpened(state) {
      state.mobileMenuOpen = true;
    },
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
