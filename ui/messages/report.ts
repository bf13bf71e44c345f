import { area } from './area'

/** The studio's funnel report and the busy states (issue 15 points 4 and 5). */
export const reportMessages = area({}, {})
