import { localValue } from './local'

/** B §3 local storage: the favourites id per store user, stage id and type. */
export const favouriteIdStorage = (storeUserId: string, stageId: string, type: string) =>
  localValue(`picture-day.favourites.${storeUserId}.${stageId}.${type}`)
