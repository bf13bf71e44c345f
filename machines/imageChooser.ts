import { assertEvent, assign, setup } from 'xstate'

export type ChooserEvent =
  | { type: 'chooser.open' }
  | { type: 'chooser.close' }
  | { type: 'chooser.page'; page: number }
  | { type: 'chooser.gallery'; galleryId: string | null }
  | { type: 'chooser.pick'; imageId: string; imageCropId: string }

/**
 * B §4 image chooser: picking a photo selects it and closes the modal; the page resets to 1 on close or gallery
 * change. Which photos are listed, and which are selectable at the pose limit, is core (chooser, poses).
 */
export const imageChooserMachine = setup({
  types: {} as { context: { page: number; galleryId: string | null }; events: ChooserEvent },
  actions: {
    picked: (_, _params: { imageId: string; imageCropId: string }) => {},
    firstPage: assign({ page: 1 }),
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
  },
}).createMachine({
  id: 'imageChooser',
  context: { page: 1, galleryId: null },
  initial: 'closed',
  states: {
    closed: { entry: 'firstPage', on: { 'chooser.open': 'open' } },
    open: {
      on: {
        'chooser.close': 'closed',
        'chooser.page': { actions: 'choosePage' },
        'chooser.gallery': { actions: 'chooseGallery' },
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
