/**
 * How long an action stays undoable, everywhere: the panel's toast offers Undo this long
 * (lib/queries/feedback.ts), a live page's controls show their own Undo this long (lib/live/).
 */
export const UNDO_WINDOW_MS = 10_000;
