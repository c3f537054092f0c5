/**
 * The H5 site's service worker (built by Workbox from config/index.ts into sw.js at the site's root): with it a page
 * the visitor has opened, such as their ticket pass, opens again without a network. Production builds only; registered
 * after the page has loaded, so it never competes with the first screen.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const register = () => { navigator.serviceWorker.register('/sw.js').catch(() => undefined) }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
