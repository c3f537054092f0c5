import Taro from '@tarojs/taro'
import type { AlertOptions, TransportRequest, TransportResponse } from './types'

/** Taro.request in both builds: it resolves for every HTTP status and fails only without an answer. */
export function taroRequest(request: TransportRequest): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    void Taro.request({
      url: request.url,
      method: request.method,
      header: request.headers,
      data: request.body,
      timeout: request.timeoutMs,
      dataType: 'json',
      success: response => resolve({
        status: response.statusCode,
        data: response.data,
        headers: (response.header ?? {}) as Record<string, string>,
      }),
      fail: error => reject(new Error(error?.errMsg || 'request failed')),
    })
  })
}

export function taroToast(message: string): void {
  void Taro.showToast({ title: message, icon: 'none', duration: 2000 })
}

export function taroAlert({ title, confirmText }: AlertOptions): Promise<void> {
  return new Promise(resolve => {
    void Taro.showModal({ title, showCancel: false, confirmText, complete: () => resolve() })
  })
}
