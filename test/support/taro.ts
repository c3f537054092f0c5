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
export const useDidShow = () => undefined
export default Taro
