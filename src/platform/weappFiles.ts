import Taro from '@tarojs/taro'
import type { SavedFile } from './types'
import { fileExtension, viewableInWechat, type Viewable } from './wechatFileTypes'

/**
 * Files in the mini-program (a lead export, a meeting document): WeChat downloads them to the device, opens the types
 * its document viewer knows (openDocument), and sends any file to a chat (shareFileMessage, e.g. to "File Transfer"
 * to reach a computer) — the only way a CSV leaves the phone, since the viewer does not open CSV.
 */


/** A file name safe on the device's file system (the server's, without path or odd characters). */
export const deviceFileName = (name: string) => name.replace(/^.*[\\/]/, '').replace(/[^\w.\-\u4e00-\u9fff]+/g, '_').slice(-100) || 'file'

/** Downloads `url` (absolute) to the app's user data folder under `name`: its path, or why not. */
export async function saveFile(url: string, name: string): Promise<SavedFile> {
  try {
    const env = (Taro as unknown as { env?: { USER_DATA_PATH?: string } }).env
    const filePath = env?.USER_DATA_PATH ? `${env.USER_DATA_PATH}/${deviceFileName(name)}` : undefined
    const result = await Taro.downloadFile({ url, ...(filePath ? { filePath } : {}) } as Parameters<typeof Taro.downloadFile>[0])
    if (result.statusCode === 410) return { failed: 'expired' }
    const path = result.statusCode === 200 ? (result as { filePath?: string }).filePath || result.tempFilePath : undefined
    return path ? { path } : { failed: 'failed' }
  } catch {
    return { failed: 'failed' }
  }
}

/** Shows a downloaded file in WeChat's viewer (its menu forwards or saves it); false for a type it cannot show. */
export async function openSavedFile(path: string, name: string): Promise<boolean> {
  if (!viewableInWechat(name)) return false
  try {
    await Taro.openDocument({ filePath: path, fileType: fileExtension(name) as Viewable, showMenu: true } as Parameters<typeof Taro.openDocument>[0])
    return true
  } catch {
    return false
  }
}

/** Sends a downloaded file to a chat the person picks; must follow their tap (WeChat refuses it otherwise). */
export async function shareSavedFile(path: string, name: string): Promise<boolean> {
  const share = (Taro as unknown as { shareFileMessage?: (o: { filePath: string; fileName: string }) => Promise<unknown> }).shareFileMessage
  if (!share) return false
  try {
    await share({ filePath: path, fileName: deviceFileName(name) })
    return true
  } catch {
    return false
  }
}
