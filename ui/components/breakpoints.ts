// Tailwind's breakpoints as media queries, for what the page decides in script (useMedia, the gallery's first row).
// In rem, as Tailwind's own: a larger default font moves them as it moves the classes. No package here: the page's
// entry imports the gallery's first row (ui/photos/grid.ts) before React.

/** `sm:` */
export const SM_UP = '(min-width: 40rem)'
/** `xl:` */
export const XL_UP = '(min-width: 80rem)'
