import { assign, fromPromise, setup } from 'xstate'
import type { ImageCrop } from '../core/schemas/photos'

/** The chosen student's photos, loaded once per shop visit for the image choosers (B §7 GET /subjects/{id}/images). */
export const subjectPhotosMachine = setup({
  types: {} as {
    /** `firstRead`: whether the photos came with the input. */
    context: { subjectId: string | null; photos: readonly ImageCrop[]; firstRead: boolean }
    /**
     * `firstRead`: the student's photos as the page's first reads already brought them (issue 17 point 3), taken at
     * once so the shop's first render shows them.
     */
    input: { subjectId: string | null; firstRead?: readonly ImageCrop[] | null }
  },
  actors: {
    loadPhotos: fromPromise<readonly ImageCrop[], { subjectId: string }>(() =>
      Promise.reject(new Error('provided by adapters')),
    ),
  },
  guards: {
    noSubject: ({ context }) => context.subjectId === null,
    hasFirstRead: ({ context }) => context.firstRead,
  },
  actions: {
    keepPhotos: assign((_, params: { photos: readonly ImageCrop[] }) => ({ photos: params.photos })),
  },
}).createMachine({
  id: 'subjectPhotos',
  context: ({ input }) => {
    const first = input.subjectId === null ? null : (input.firstRead ?? null)
    return { subjectId: input.subjectId, photos: first ?? [], firstRead: first !== null }
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'noSubject', target: 'none' },
        { guard: 'hasFirstRead', target: 'loaded' },
        { target: 'loading' },
      ],
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
