/**
 * One area's messages in every language (issue 15). Spanish must name every English id, or the typecheck fails; a
 * text still missing at run time falls back to English (ui/messages/index.ts), never to the id.
 */
export const area = <const T extends Record<string, string>>(en: T, es: { [K in keyof T]: string }) => ({ en, es })
