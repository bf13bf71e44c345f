import { localValue } from './local'

/** Issue 16 point 5: the welcome message is shown once per visitor (store user) and stage, not on every reload. */
export const welcomeSeenStorage = (storeUserId: string, stageId: string) => {
  const value = localValue(`picture-day.welcome-seen.${storeUserId}.${stageId}`)
  return { seen: () => value.read() === 'true', remember: () => value.write('true') }
}
