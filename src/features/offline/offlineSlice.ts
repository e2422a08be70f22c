import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import { withoutPost, type OfflineRecords, type PostRecord, type ReadingPlace, type ReadPost, type SavedPost } from './offlineRecords';

/** Why a post could not be saved: the device has no room, or its files could not be fetched. */
export type SaveProblem = 'full' | 'failed';

/** The records of `offlineRecords.ts` as the screen renders them, set by the thunks of `offlineActions.ts`. */
export interface OfflineState extends OfflineRecords {
  /** `unread` until the records are read after the page is interactive; `unavailable` where storage is refused. */
  readonly records: 'unread' | 'reading' | 'ready' | 'unavailable';
  readonly saving: string | null;
  readonly saveProblem: { readonly slug: string; readonly problem: SaveProblem } | null;
  /** Posts the backend no longer has, dropped from Saved while this page was open: the reader is told. */
  readonly dropped: readonly PostRecord[];
  /** The reader closed "Continue reading" on this visit. */
  readonly continueDismissed: boolean;
}

const initialState: OfflineState = {
  records: 'unread',
  saved: [],
  recent: [],
  place: null,
  saving: null,
  saveProblem: null,
  dropped: [],
  continueDismissed: false,
};

const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {
    offlineRecordsRequested(state) {
      state.records = 'reading';
    },
    offlineRecordsRead(state, action: PayloadAction<OfflineRecords>) {
      Object.assign(state, action.payload, { records: 'ready' });
    },
    offlineRecordsUnavailable(state) {
      state.records = 'unavailable';
    },
    postSaveStarted(state, action: PayloadAction<string>) {
      state.saving = action.payload;
      state.saveProblem = null;
    },
    postSaved(state, action: PayloadAction<SavedPost[]>) {
      state.saved = action.payload;
      state.saving = null;
    },
    postSaveFailed(state, action: PayloadAction<{ slug: string; problem: SaveProblem }>) {
      state.saving = null;
      state.saveProblem = action.payload;
    },
    savedPostRemoved(state, action: PayloadAction<SavedPost[]>) {
      state.saved = action.payload;
      state.saveProblem = null;
    },
    postRead(state, action: PayloadAction<ReadPost[]>) {
      state.recent = action.payload;
    },
    readingPlaceKept(state, action: PayloadAction<ReadingPlace | null>) {
      state.place = action.payload;
    },
    postGone(state, action: PayloadAction<{ post: PostRecord | null; records: OfflineRecords }>) {
      const { post, records } = action.payload;
      Object.assign(state, records);
      if (post) state.dropped = [...withoutPost(state.dropped, post.slug), post];
    },
    continueReadingDismissed(state) {
      state.continueDismissed = true;
    },
  },
  selectors: {
    selectOffline: (state) => state,
  },
});

export const { actions: offline } = offlineSlice;

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's declaration merging: the slice's key and state
  export interface LazyLoadedSlices extends WithSlice<typeof offlineSlice> {}
}

/** Injected when offline reading's code loads (the page idle), so no page's first code carries it; initial state until then. */
const injectedOfflineSlice = offlineSlice.injectInto(rootReducer);

export const { selectOffline } = injectedOfflineSlice.selectors;
