import { assertEvent, assign, setup } from 'xstate'
import type { ChooserShow } from '../core/chooser'

export type ChooserEvent =
  | { type: 'chooser.open' }
  | { type: 'chooser.close' }
  | { type: 'chooser.page'; page: number }
  | { type: 'chooser.gallery'; galleryId: string | null }
  /** Issue 16: the favourites / all photos switch. */
  | { type: 'chooser.show'; show: ChooserShow }
  | { type: 'chooser.pick'; imageId: string; imageCropId: string }

/**
 * B §4 image chooser: picking a photo selects it and closes the modal; the page resets to 1 on close or gallery
 * change. Issue 16: it opens on the favourites (when any exist) and switches to all photos, back on page 1; each
 * opening starts on the favourites again. Which photos are listed, and which are selectable at the pose limit, is
 * core (chooser, poses).
 */
export const imageChooserMachine = setup({
  types: {} as { context: { page: number; galleryId: string | null; show: ChooserShow }; events: ChooserEvent },
  actions: {
    picked: (_, _params: { imageId: string; imageCropId: string }) => {},
    reset: assign({ page: 1, show: 'favourites' }),
    choosePage: assign({
      page: ({ event }) => {
        assertEvent(event, 'chooser.page')
        return Math.max(1, event.page)
      },
    }),
    chooseGallery: assign({
      galleryId: ({ event }) => {
        assertEvent(event, 'chooser.gallery')
        return event.galleryId
      },
      page: 1,
    }),
    chooseShow: assign({
      show: ({ event }) => {
        assertEvent(event, 'chooser.show')
        return event.show
      },
      page: 1,
    }),
  },
}).createMachine({
  id: 'imageChooser',
  context: { page: 1, galleryId: null, show: 'favourites' },
  initial: 'closed',
  states: {
    closed: { entry: 'reset', on: { 'chooser.open': 'open' } },
    open: {
      on: {
        'chooser.close': 'closed',
        'chooser.page': { actions: 'choosePage' },
        'chooser.gallery': { actions: 'chooseGallery' },
        'chooser.show': { actions: 'chooseShow' },
        'chooser.pick': {
          target: 'closed',
          actions: {
            type: 'picked',
            params: ({ event }) => ({ imageId: event.imageId, imageCropId: event.imageCropId }),
          },
        },
      },
    },
  },
})
