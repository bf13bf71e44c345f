// The photo options actor with its real I/O provided (B §4). Apart from ./shopActors.ts so that its machine loads with
// the product panels (the shop's) or the order page (a change after purchase's), not on a page's first load.
import { fromPromise } from 'xstate'
import { imageOptionsMachine } from '../machines/imageOptions'
import type { ConfigureApi } from './api/configure'
import type { Notify, Track } from './shopActors'

/**
 * B §4 photo options: option groups for a photo from the API; saving goes through the order actor. `track`: the shop's
 * (C §7 image options viewed); none inside a change after purchase, which tracks its own (machines/orderChange.ts).
 */
export const imageOptionsLogic = (
  configure: ConfigureApi,
  notify: Notify,
  rememberShowAfterSelection: (on: boolean) => void,
  track: Track = () => {},
) =>
  imageOptionsMachine.provide({
    actors: {
      loadGroups: fromPromise(({ input }) =>
        Promise.all(input.groupIds.map((id) => configure.optionGroup(id, input.imageId, input.imageCropId))),
      ),
    },
    actions: {
      notify: (_, params) => notify(params),
      rememberShowAfterSelection: (_, { on }) => rememberShowAfterSelection(on),
      track: (_, { tracks }) => track(tracks),
    },
  })
