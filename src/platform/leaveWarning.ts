/**
 * The browser's "leave this page?" question while a form has unsaved changes (H5: reload, closing the tab, typing
 * another address). Moves inside the app (the hash router) are not asked about here; the mini-program shows the
 * console in a web-view, i.e. this H5 page. Imported only by the console, so the visitor's first screen stays as it is.
 */
const ask = (event: BeforeUnloadEvent) => {
  event.preventDefault()
  // Older browsers show the question only when returnValue is set.
  event.returnValue = ''
}

/** Asks while `on`; the returned function stops asking (a React effect's cleanup). */
export function warnBeforeLeaving(on: boolean): () => void {
  if (process.env.TARO_ENV !== 'h5' || !on || typeof window === 'undefined') return () => {}
  window.addEventListener('beforeunload', ask)
  return () => window.removeEventListener('beforeunload', ask)
}
