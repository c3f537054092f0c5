/** Uncaught errors and unhandled rejections of the page. */
export function watchBrowserErrors(listener: (error: unknown) => void): () => void {
  const onError = (event: ErrorEvent) => listener(event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => listener(event.reason)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
