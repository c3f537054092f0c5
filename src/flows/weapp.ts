import Taro from '@tarojs/taro'
import type { Flows } from './types'
import { payInMiniProgram, type RequestPayment } from './payment'
import { shareInMiniProgram } from './share'
import { scanInMiniProgram } from './scan'
import { loginProvidersFor } from './loginProviders'
import { socialLoginWith, weappIdentity } from './login'
import { renderCard, saveToAlbum, type CanvasEdge, type Context2D } from './cardImage'

/** The mini-program's off-screen 2D canvas and its images (our site-relative paths need the site's origin). */
function weappCanvasEdge(mediaUrl: (src: string) => string): { edge: CanvasEdge } {
  // One canvas per card: images are created from it, so it must exist before they load.
  let current: Taro.OffscreenCanvas | undefined
  const edge: CanvasEdge = {
    canvas(width, height) {
      current = Taro.createOffscreenCanvas({ type: '2d', width, height })
      const context = current.getContext('2d') as unknown as Context2D
      const canvas = current as unknown as { toDataURL(type?: string): string }
      return { context, toDataUrl: () => canvas.toDataURL('image/png') }
    },
    loadImage: src => new Promise((resolve, reject) => {
      if (!current) { reject(new Error('no canvas')); return }
      const image = current.createImage() as unknown as { width: number; height: number; src: string; onload: () => void; onerror: () => void }
      image.onload = () => resolve({ width: image.width, height: image.height, image })
      image.onerror = () => reject(new Error(`image failed: ${src}`))
      image.src = mediaUrl(src)
    }),
  }
  return { edge }
}

/** The flows of the native mini-program pages. */
export function createWeappFlows(mediaUrl: (src: string) => string = src => src): Flows {
  return {
    // The success / fail callbacks decide; the promise Taro also returns would only repeat the failure.
    pay: request => payInMiniProgram(request, (options: Parameters<RequestPayment>[0]) => {
      Promise.resolve(Taro.requestPayment(options as Taro.requestPayment.Option)).catch(() => undefined)
    }),
    share: () => shareInMiniProgram(() => Taro.showShareMenu({ withShareTicket: true })),
    loginProviders: () => loginProvidersFor('weapp'),
    // Taro.login gives the one-time code POST /tokens/wechat exchanges (SPEC §7, issue 5).
    socialLogin: provider => socialLoginWith(provider, weappIdentity(() => Taro.login()), 'weapp'),
    renderCard: drawing => renderCard(drawing, weappCanvasEdge(mediaUrl).edge),
    saveImage: image => saveToAlbum(image, {
      writeTempFile: (base64, fileName) => new Promise((resolve, reject) => {
        const filePath = `${Taro.env.USER_DATA_PATH}/${fileName}`
        Taro.getFileSystemManager().writeFile({ filePath, data: base64, encoding: 'base64', success: () => resolve(filePath), fail: reject })
      }),
      saveToAlbum: filePath => new Promise((resolve, reject) => {
        Taro.saveImageToPhotosAlbum({ filePath, success: () => resolve(), fail: reject })
      }),
    }),
    scanCode: () => scanInMiniProgram(() => Taro.scanCode({ onlyFromCamera: true, scanType: ['qrCode'] })),
  }
}
