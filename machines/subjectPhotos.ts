import { assign, fromPromise, setup } from 'xstate'
import type { ImageCrop } from '../core/schemas/photos'

/** The chosen student's photos, loaded once per shop visit for the image choosers (B §7 GET /subjects/{id}/images). */
export const subjectPhotosMachine = setup({
  types: {} as {
    context: { subjectId: string | null; photos: readonly ImageCrop[] }
    input: { subjectId: string | null }
  },
  actors: {
    loadPhotos: fromPromise<readonly ImageCrop[], { subjectId: string }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
  },
  guards: { noSubject: ({ context }) => context.subjectId === null },
  actions: {
    keepPhotos: assign((_, params: { photos: readonly ImageCrop[] }) => ({ photos: params.photos })),
  },
}).createMachine({
  id: 'subjectPhotos',
  context: ({ input }) => ({ subjectId: input.subjectId, photos: [] }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'noSubject', target: 'none' }, { target: 'loading' }],
    },
    none: {},
    loading: {
      invoke: {
        id: 'loadPhotos',
        src: 'loadPhotos',
        input: ({ context }) => ({ subjectId: context.subjectId ?? '' }),
        onDone: {
          target: 'loaded',
          actions: { type: 'keepPhotos', params: ({ event }) => ({ photos: event.output }) },
        },
        onError: 'failed',
      },
    },
    loaded: {},
    failed: {},
  },
})
