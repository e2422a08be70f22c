/**
 * Runs in the page, before its scripts (bundled by `reduxDevtools` in ../devtools.ts): the hook the Redux DevTools
 * extension puts on `window`, made the way the extension makes it, with its own time-travel library. The app's store
 * (RTK's `configureStore`, `devTools: { name }`) finds it and connects; the test then dispatches actions and jumps
 * through the history as the extension's buttons do, and reads what it would list.
 */
import type { EnhancedStore, LiftedState } from '@redux-devtools/instrument';
import { ActionCreators, instrument } from '@redux-devtools/instrument';
import type { Action, Reducer } from '@reduxjs/toolkit';

type AnyStore = EnhancedStore<unknown, Action, null>;
/** A store creator and an enhancer, as loosely as the extension's hook receives them. */
type Creator = (reducer: Reducer, preloadedState?: unknown) => AnyStore;
type Enhancer = (next: Creator) => Creator;

/** What a test reaches through `window.__devtools`. */
export interface DevtoolsHandle {
  /** The instance name the store connected with (RTK's `devTools.name`). */
  readonly name: string | undefined;
  /** The action types in the history, in order; index 0 is the store's own `@@INIT`. */
  actionTypes(): string[];
  /** Which entry of the history the store shows. */
  currentIndex(): number;
  /** The Dispatcher's button: the action goes to the store, through its middleware. */
  dispatch(action: Action): void;
  /** A click on an entry of the history: the store shows the state after it. */
  jumpToState(index: number): void;
}

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (options: { name?: string }) => (...enhancers: Enhancer[]) => Enhancer;
    __devtools?: DevtoolsHandle;
  }
}

function handleOf(store: AnyStore, name: string | undefined): DevtoolsHandle {
  const lifted = (): LiftedState<unknown, Action, null> => store.liftedStore.getState();
  return {
    name,
    actionTypes: () => lifted().stagedActionIds.map((id) => lifted().actionsById[id]?.action.type ?? '?'),
    currentIndex: () => lifted().currentStateIndex,
    dispatch: (action) => void store.dispatch(action),
    jumpToState: (index) => void store.liftedStore.dispatch(ActionCreators.jumpToState(index)),
  };
}

// As the extension does: its instrumentation innermost, the store's own enhancers (middleware) around it.
window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
  ({ name }) =>
  (...enhancers) =>
  (createStore) => {
    const instrumented = (instrument() as unknown as Enhancer)(createStore);
    const composed = enhancers.reduceRight((next, enhancer) => enhancer(next), instrumented);
    return (reducer, preloadedState) => {
      const store = composed(reducer, preloadedState);
      window.__devtools = handleOf(store, name);
      return store;
    };
  };
