import Taro from '@tarojs/taro'
import type { AlertOptions } from './types'

// Taro's toast, loading toast and modal, in both builds (the H5 build loads this module on first use: platform/h5.ts).

/** Whether the toast on screen is the loading toast: hiding it must not take a message toast down with it. */
let loadingShown = false

export function taroToast(message: string): void {
  loadingShown = false
  void Taro.showToast({ title: message, icon: 'none', duration: 2000 })
}

export function taroShowLoading(message: string, durationMs: number): void {
  loadingShown = true
  void Taro.showToast({ title: message, icon: 'loading', duration: durationMs, mask: false })
}

export function taroHideLoading(): void {
  if (!loadingShown) return
  loadingShown = false
  void Taro.hideToast()
}

export function taroAlert({ title, confirmText }: AlertOptions): Promise<void> {
  return new Promise(resolve => {
    void Taro.showModal({ title, showCancel: false, confirmText, complete: () => resolve() })
  })
}
