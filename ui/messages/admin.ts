import { area } from './area'

/** Admin mode (issue 15 point 2; B §2, B §6, C §1, C §6). */
export const adminMessages = area({}, {})
