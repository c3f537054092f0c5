import Taro from '@tarojs/taro'
import { taroStorage } from './storage'
import { taroRequest } from './taroRuntime'
import { taroAlert, taroHideLoading, taroShowLoading, taroToast } from './taroInteraction'
import type { Platform } from './types'
import { taroChunkedStream } from './taroStream'
import { openExternalInMiniProgram } from './externalLinks'
import { FU_H5_PAGE, fuH5PagePath } from './webViewShell'
import { phoneCalendarParams } from '@/core/calendar'
import { privacyGate } from './privacy'
import { openSavedFile, saveFile, shareSavedFile } from './weappFiles'
import { viewableInWechat } from './wechatFileTypes'

/** WeChat's privacy hook (base library 2.32.3+): connected once, to the app's gate the privacy sheet follows. */
function connectPrivacy() {
  const gate = privacyGate()
  const wxApi = Taro as unknown as { onNeedPrivacyAuthorization?: (handler: (resolve: (answer: unknown) => void, eventInfo?: { referrer?: string }) => void) => void }
  wxApi.onNeedPrivacyAuthorization?.((resolve, eventInfo) => gate.need(resolve, eventInfo))
  return gate
}

function currentPage(): { route?: string; options?: Record<string, string | undefined> } | undefined {
  const pages = Taro.getCurrentPages()
  return pages[pages.length - 1]
}

export function createWeappPlatform(): Platform {
  const privacy = connectPrivacy()
  return {
    privacy,
    addToCalendar: event => new Promise(resolve => {
      // WeChat takes the times as Unix seconds (Taro's typing says string).
      const options = { ...phoneCalendarParams(event), success: () => resolve(true), fail: () => resolve(false) }
      Taro.addPhoneCalendar(options as unknown as Parameters<typeof Taro.addPhoneCalendar>[0])
    }),
    requestSubscribe: templateIds => new Promise(resolve => {
      const ids = templateIds.filter(Boolean)
      if (!ids.length) { resolve([]); return }
      Taro.requestSubscribeMessage({
        tmplIds: [...ids],
        success: (result: unknown) => resolve(ids.filter(id => (result as Record<string, string>)[id] === 'accept')),
        fail: () => resolve([]),
      } as unknown as Parameters<typeof Taro.requestSubscribeMessage>[0])
    }),
    environment: 'weapp',
    // Native pages call the same server the H5 site comes from.
    apiBase: `${H5_ORIGIN}${API_BASE}`,
    storage: taroStorage,
    preferredLanguages: () => {
      try {
        return [Taro.getAppBaseInfo().language]
      } catch {
        return []
      }
    },
    pageProtocol: () => 'https:',
    hostname: () => undefined,
    // The H5 site the web-view shell opens (FU_H5_ORIGIN): what a scanned code or a copied link reaches.
    siteUrl: route => `${H5_ORIGIN}/#${route}`,
    mediaUrl: src => (src.startsWith('/') && !src.startsWith('//') ? `${H5_ORIGIN}${src}` : src),
    deviceVariant: () => 'mobile',
    setTitle(title) { void Taro.setNavigationBarTitle({ title }) },
    setDocumentLanguage() { /* no document: the mini-program has no <html lang> */ },
    removeStartShell() { /* no server-painted page: the mini-program starts from its own package */ },
    startPayload: () => undefined,
    copyText: text => new Promise(resolve => {
      Taro.setClipboardData({ data: text, success: () => resolve(true), fail: () => resolve(false) })
    }),
    callPhone: phone => new Promise(resolve => {
      Taro.makePhoneCall({ phoneNumber: phone.replace(/[^\d+]/g, ''), success: () => resolve(true), fail: () => resolve(false) })
    }),
    async openFile(url, name) {
      const absolute = url.startsWith('/') && !url.startsWith('//') ? `${H5_ORIGIN}${url}` : url
      const saved = await saveFile(absolute, name)
      if (!('path' in saved)) return false
      // A type the viewer cannot show (CSV) goes to a chat instead.
      return viewableInWechat(name) ? openSavedFile(saved.path, name) : shareSavedFile(saved.path, name)
    },
    saveFile,
    openSavedFile,
    shareSavedFile,
    request: taroRequest,
    stream: taroChunkedStream,
    toast: taroToast,
    showLoading: taroShowLoading,
    hideLoading: taroHideLoading,
    async contact(kind, value) {
      if (kind !== 'phone') return false
      try {
        await Taro.makePhoneCall({ phoneNumber: value })
        return true
      } catch {
        return false
      }
    },
    watchErrors(listener) {
      const onError = (error: unknown) => listener(typeof error === 'string' ? new Error(error) : error)
      const onRejection = ({ reason }: { reason: unknown }) => listener(reason)
      // Older base libraries lack some of these: a missing one watches nothing.
      Taro.onError?.(onError)
      Taro.onUnhandledRejection?.(onRejection)
      return () => { Taro.offError?.(onError); Taro.offUnhandledRejection?.(onRejection) }
    },
    watchNetwork(listener) {
      const onChange = ({ isConnected }: { isConnected: boolean }) => listener(isConnected)
      let live = true
      Taro.getNetworkType?.().then(({ networkType }) => { if (live) listener(networkType !== 'none') }, () => undefined)
      Taro.onNetworkStatusChange?.(onChange)
      return () => { live = false; Taro.offNetworkStatusChange?.(onChange) }
    },
    alert: taroAlert,
    async openRoute(route, options = {}) {
      const url = fuH5PagePath(route)
      await (options.replace ? Taro.redirectTo({ url }) : Taro.navigateTo({ url }))
    },
    async goBack() { await Taro.navigateBack() },
    // Native pages keep no routing depth of their own: WeChat's navigation bar shows back, or home on the first page,
    // by its page stack. The H5 routes inside the web-view count their own moves (h5.ts).
    watchRouteMoves: () => () => undefined,
    currentRoute() {
      const page = currentPage()
      if (!page?.route) return '/'
      const options = page.options ?? {}
      if (`/${page.route}` === FU_H5_PAGE && options.link) return decodeURIComponent(options.link)
      const search = Object.entries(options).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${v}`).join('&')
      return `/${page.route}${search ? `?${search}` : ''}`
    },
    // Native pages have no address bar to keep in sync, nor one that could keep a value.
    addPageQuery: () => undefined,
    takePageQuery: name => currentPage()?.options?.[name] ?? undefined,
    // A whitelisted page opens in the web-view shell's own webview screen; other links need the copy dialog.
    openExternal: (url, meetingDomains) => openExternalInMiniProgram(url, meetingDomains, target => {
      void Taro.navigateTo({ url: fuH5PagePath(`/webview?link=${encodeURIComponent(target)}`) })
    }),
  }
}
