import { useEffect, useRef } from 'react'

/** The Taro API surface component tests touch; navigation calls are recorded for assertions. */
export const navigations: { method: string; url: string }[] = []

const storage = new Map<string, string>()

const Taro = {
  getStorageSync: (key: string) => storage.get(key) ?? '',
  setStorageSync: (key: string, value: string) => { storage.set(key, value) },
  removeStorageSync: (key: string) => { storage.delete(key) },
  clearStorageSync: () => { storage.clear() },
  navigateTo: async ({ url }: { url: string }) => { navigations.push({ method: 'navigateTo', url }) },
  redirectTo: async ({ url }: { url: string }) => { navigations.push({ method: 'redirectTo', url }) },
  navigateBack: async () => { navigations.push({ method: 'navigateBack', url: '' }) },
  onWindowResize: () => undefined,
  offWindowResize: () => undefined,
  showToast: () => undefined,
  setNavigationBarTitle: async () => undefined,
  // taro-ui asks these when its modules load and while it renders (components/ui wraps it).
  ENV_TYPE: { WEAPP: 'WEAPP', WEB: 'WEB', RN: 'RN', SWAN: 'SWAN', ALIPAY: 'ALIPAY', TT: 'TT', QQ: 'QQ', JD: 'JD' },
  getEnv: () => 'WEB',
  pxTransform: (size: number) => `${size / 2}px`,
  nextTick: (fn: () => void) => { setTimeout(fn, 0) },
  request: async () => { throw new Error('component tests get their data from props or a fake store, not the network') },
}

export const useRouter = () => ({ params: {}, path: '' })
export const useShareAppMessage = () => undefined

/** The page lifecycle hooks of the screens on test, so a test can cover the page and show it again (coverPage, showPageAgain). */
const lifecycle = { show: new Set<{ current: () => void }>(), hide: new Set<{ current: () => void }>() }
function lifecycleHook(listeners: Set<{ current: () => void }>) {
  return (callback: () => void) => {
    const latest = useRef(callback)
    latest.current = callback
    useEffect(() => {
      listeners.add(latest)
      return () => { listeners.delete(latest) }
    }, [])
  }
}
export const useDidShow = lifecycleHook(lifecycle.show)
export const useDidHide = lifecycleHook(lifecycle.hide)
/** Another page opened over the screen (the cashier, the success page). */
export function coverPage() { for (const listener of [...lifecycle.hide]) listener.current() }
/** That page closed: the screen shows again (wrap in act). */
export function showPageAgain() { for (const listener of [...lifecycle.show]) listener.current() }
export default Taro
