/**
 * The id of the `<template>` every page carries (server/page.ts): what it says, in its language, when the storefront's
 * code does not arrive. The entry puts it in place of the spinner (adapters/react/root.ts `showLoadFailed`).
 */
export const LOAD_FAILED_ID = 'load-failed'
