import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { EmbedKind } from '@/features/common/embed-kinds';
import * as model from './model';

// The consent store: zustand wrapping the pure model (./model.ts), persisted in localStorage
// with a version (zustand persist's `version` and `migrate`). Hydration is explicit (`load`),
// after the page is interactive: static pages render the same HTML for everyone, and the
// answer is checked for expiry as it is read, so an answer older than 6 months is deleted
// before anything acts on it.

export interface ConsentStore extends model.ConsentState {
  /** True once the stored answer was read (nothing is shown or sent before). */
  loaded: boolean;
  /** The dialog is open: no answer yet, or the reader asked for it ('Manage my cookies'). */
  dialogOpen: boolean;
  /** Reads the stored answer, deleting it first when it is older than 6 months. */
  load(): Promise<void>;
  acceptAll(): void;
  rejectAll(): void;
  save(answer: { statistics: boolean; marketing: boolean }): void;
  acceptEmbed(kind: EmbedKind): void;
  openDialog(): void;
  /** Closes a dialog opened by 'Manage my cookies' without changing an answer already given. */
  closeDialog(): void;
}

export interface ConsentStoreOptions {
  /** The clock (tests fix it). */
  now?: () => number;
  /** Where the answer is kept (localStorage in the browser). */
  storage?: () => StateStorage;
}

function browserStorage(): StateStorage {
  return window.localStorage;
}

export function createConsentStore(options: ConsentStoreOptions = {}): StoreApi<ConsentStore> {
  const now = options.now ?? Date.now;
  const storage = createJSONStorage<model.ConsentState>(options.storage ?? browserStorage);
  return createStore<ConsentStore>()(
    persist(
      (set, get, api) => {
        const answer = (next: model.ConsentState) => set({ ...next, dialogOpen: false });
        return {
          ...model.NO_CONSENT,
          loaded: false,
          dialogOpen: false,
          async load() {
            await api.persist.rehydrate();
            const state = get();
            const fresh = model.expire(state, now());
            // The old record is deleted first, then the dialog asks again.
            if (fresh !== state) {
              if (fresh.choice === null && Object.keys(fresh.embeds).length === 0) api.persist.clearStorage();
              set({ choice: fresh.choice, embeds: fresh.embeds });
            }
            set({ loaded: true, dialogOpen: get().dialogOpen || model.needsAnswer(get()) });
          },
          acceptAll: () => answer(model.acceptAll(get(), now())),
          rejectAll: () => answer(model.rejectAll(get(), now())),
          save: (choice) => answer(model.decide(get(), choice, now())),
          acceptEmbed: (kind) => set(model.acceptEmbed(get(), kind, now())),
          openDialog: () => set({ dialogOpen: true }),
          closeDialog: () => set({ dialogOpen: model.needsAnswer(get()) }),
        };
      },
      {
        name: model.CONSENT_STORAGE_KEY,
        version: model.CONSENT_VERSION,
        storage,
        skipHydration: true,
        partialize: (state): model.ConsentState => ({ choice: state.choice, embeds: state.embeds }),
        migrate: (stored, version) => model.migrate(stored, version),
        merge: (stored, current) => ({ ...current, ...model.sanitize(stored) }),
      },
    ),
  );
}
