import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { keptFor } from '../core/kept'
import { favouritesColumns, PAGE_SIZES, pageItems, pagination } from '../core/paging'
import type { Favourite, ImageCrop } from '../core/schemas/photos'

export type FavouritesInput = {
  /** B §4: only when the stage shows gallery images and enables favourites. */
  enabled: boolean
  storeUserId: string | null
  clientSessionId: string
  subjectId: string | null
}

export type FavouritesEvent =
  | { type: 'favourite.toggle'; crop: ImageCrop }
  | { type: 'favourite.clear' }
  | { type: 'favourites.page'; page: number }

type Context = {
  input: FavouritesInput
  favouriteId: string | null
  /** The list as the server last answered it. */
  saved: readonly ImageCrop[]
  /** The list as the shopper sees it: every heart counts at once and is saved in order behind it. */
  hearts: readonly ImageCrop[]
  /** Clear all was asked: the list itself is deleted. */
  clearing: boolean
  page: number
}

const notProvided = () => Promise.reject(new Error('provided by adapters'))
const has = (list: readonly ImageCrop[], id: string) => list.some((c) => c.id === id)
const firstMissing = (from: readonly ImageCrop[], to: readonly ImageCrop[]) => from.find((c) => !has(to, c.id))

/** A failed save puts the hearts back as the server last answered. */
const saveFailed = { target: '#favourites.active.idle', actions: ['restoreHearts', 'saveFailed'] } as const

/**
 * B §4 favourites: the stored list is loaded on entry (a load failure clears the stored id); hearts toggle at once
 * and are saved one call at a time: the list is created on the first heart for the store user, session and subject,
 * then crops are added and removed; clear all deletes the list. A failed save puts the hearts back as saved.
 */
export const favouritesMachine = setup({
  types: {} as { context: Context; input: FavouritesInput; events: FavouritesEvent },
  actors: {
    readStoredFavouriteId: fromPromise<string | null, void>(notProvided),
    getFavourite: fromPromise<Favourite, { favouriteId: string }>(notProvided),
    createFavourite: fromPromise<
      Favourite,
      { clientSession: string; storeUser: string | null; subject: string | null }
    >(notProvided),
    addCrop: fromPromise<Favourite, { favouriteId: string; cropId: string }>(notProvided),
    removeCrop: fromPromise<Favourite, { favouriteId: string; cropId: string }>(notProvided),
    deleteFavourite: fromPromise<unknown, { favouriteId: string }>(notProvided),
  },
  actions: {
    rememberFavourite: (_, _params: { favouriteId: string }) => {},
    forgetFavourite: () => {},
    /** Tells the shopper a heart could not be saved (a toast, provided by adapters). */
    saveFailed: () => {},
    restoreHearts: assign({ hearts: ({ context }) => context.saved, clearing: false }),
    toggleHeart: assign({
      hearts: ({ context, event }) => {
        assertEvent(event, 'favourite.toggle')
        return has(context.hearts, event.crop.id)
          ? context.hearts.filter((c) => c.id !== event.crop.id)
          : [...context.hearts, event.crop]
      },
    }),
    clearHearts: assign({ hearts: [], page: 1, clearing: ({ context }) => context.favouriteId !== null }),
    choosePage: assign({
      page: ({ context, event }) => {
        assertEvent(event, 'favourites.page')
        return pagination(event.page, context.hearts.length, PAGE_SIZES.favourites).page
      },
    }),
    setFavouriteId: assign((_, params: { favouriteId: string | null }) => ({ favouriteId: params.favouriteId })),
    /** The list as the server answered it; hearts given meanwhile come after its crops. */
    keepList: assign(({ context }, params: { images: readonly ImageCrop[] }) => ({
      saved: params.images,
      hearts: [...params.images, ...context.hearts.filter((c) => !has(params.images, c.id))],
    })),
    keepSaved: assign((_, params: { images: readonly ImageCrop[] }) => ({ saved: params.images })),
    listDeleted: assign({ favouriteId: null, saved: [], clearing: false }),
  },
  guards: {
    enabled: ({ context }) => context.input.enabled,
    outOfSync: ({ context }) =>
      context.clearing ||
      firstMissing(context.hearts, context.saved) !== undefined ||
      firstMissing(context.saved, context.hearts) !== undefined,
    stored: (_, params: { favouriteId: string | null }) => params.favouriteId !== null,
    /** A list kept for another child of this stage is not this subject's. */
    thisSubjects: ({ context }, params: { subject: string | null }) => params.subject === context.input.subjectId,
    clearing: ({ context }) => context.clearing,
    noListYet: ({ context }) => context.favouriteId === null && context.hearts.length > 0,
    heartsToAdd: ({ context }) => firstMissing(context.hearts, context.saved) !== undefined,
    heartsToRemove: ({ context }) => firstMissing(context.saved, context.hearts) !== undefined,
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => ({ input, favouriteId: null, saved: [], hearts: [], clearing: false, page: 1 }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'enabled', target: 'active' }, { target: 'disabled' }],
    },
    disabled: {},
    active: {
      initial: 'reading',
      on: {
        'favourite.toggle': { actions: 'toggleHeart' },
        'favourite.clear': { actions: 'clearHearts' },
        'favourites.page': { actions: 'choosePage' },
      },
      states: {
        reading: {
          invoke: {
            id: 'readStoredFavouriteId',
            src: 'readStoredFavouriteId',
            onDone: [
              {
                guard: { type: 'stored', params: ({ event }) => ({ favouriteId: event.output }) },
                target: 'loading',
                actions: { type: 'setFavouriteId', params: ({ event }) => ({ favouriteId: event.output }) },
              },
              { target: 'idle' },
            ],
            onError: 'idle',
          },
        },
        loading: {
          invoke: {
            id: 'getFavourite',
            src: 'getFavourite',
            input: ({ context }) => ({ favouriteId: context.favouriteId ?? '' }),
            onDone: [
              {
                guard: { type: 'thisSubjects', params: ({ event }) => ({ subject: event.output.subject }) },
                target: 'idle',
                actions: { type: 'keepList', params: ({ event }) => ({ images: event.output.images }) },
              },
              {
                target: 'idle',
                actions: [{ type: 'setFavouriteId', params: { favouriteId: null } }, 'forgetFavourite'],
              },
            ],
            onError: {
              target: 'idle',
              actions: [{ type: 'setFavouriteId', params: { favouriteId: null } }, 'forgetFavourite'],
            },
          },
        },
        idle: {
          always: { guard: 'outOfSync', target: 'saving' },
        },
        saving: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [
                { guard: 'clearing', target: 'clearing' },
                { guard: 'noListYet', target: 'creating' },
                { guard: 'heartsToAdd', target: 'adding' },
                { guard: 'heartsToRemove', target: 'removing' },
                { target: '#favourites.active.idle' },
              ],
            },
            creating: {
              invoke: {
                id: 'createFavourite',
                src: 'createFavourite',
                input: ({ context }) => ({
                  clientSession: context.input.clientSessionId,
                  storeUser: context.input.storeUserId,
                  subject: context.input.subjectId,
                }),
                onDone: {
                  target: 'choosing',
                  // The list may already exist (one per store user, session and subject): keep its crops too.
                  actions: [
                    { type: 'setFavouriteId', params: ({ event }) => ({ favouriteId: event.output.id }) },
                    { type: 'keepList', params: ({ event }) => ({ images: event.output.images }) },
                    { type: 'rememberFavourite', params: ({ event }) => ({ favouriteId: event.output.id }) },
                  ],
                },
                onError: saveFailed,
              },
            },
            adding: {
              invoke: {
                id: 'addCrop',
                src: 'addCrop',
                input: ({ context }) => ({
                  favouriteId: context.favouriteId ?? '',
                  cropId: firstMissing(context.hearts, context.saved)?.id ?? '',
                }),
                onDone: {
                  target: 'choosing',
                  actions: { type: 'keepSaved', params: ({ event }) => ({ images: event.output.images }) },
                },
                onError: saveFailed,
              },
            },
            removing: {
              invoke: {
                id: 'removeCrop',
                src: 'removeCrop',
                input: ({ context }) => ({
                  favouriteId: context.favouriteId ?? '',
                  cropId: firstMissing(context.saved, context.hearts)?.id ?? '',
                }),
                onDone: {
                  target: 'choosing',
                  actions: { type: 'keepSaved', params: ({ event }) => ({ images: event.output.images }) },
                },
                onError: saveFailed,
              },
            },
            clearing: {
              invoke: {
                id: 'deleteFavourite',
                src: 'deleteFavourite',
                input: ({ context }) => ({ favouriteId: context.favouriteId ?? '' }),
                onDone: { target: 'choosing', actions: ['listDeleted', 'forgetFavourite'] },
                onError: saveFailed,
              },
            },
          },
        },
      },
    },
  },
})

/** What the favourites view shows: 6 a page (B §9), in 2 columns for 2 photos or fewer, else 3. */
export const favouritesView = (context: Context) => {
  const paging = pagination(context.page, context.hearts.length, PAGE_SIZES.favourites)
  return {
    crops: pageItems(context.hearts, paging.page, PAGE_SIZES.favourites),
    paging,
    columns: favouritesColumns(context.hearts.length),
    count: context.hearts.length,
  }
}

const toggles = new WeakMap<ImageCrop, FavouritesEvent>()

/** A photo's heart toggle (B §4), one per photo: a heart drawn again with the same event does not render again. */
export const toggleOf = (crop: ImageCrop): FavouritesEvent =>
  keptFor(toggles, crop, () => ({ type: 'favourite.toggle', crop }))
