/**
 * A file from the server (a lead export) inside the mini-program's web-view, which can neither download nor open
 * one: the native bridge page (src/pages/webview/api, BridgeFile) downloads it, opens it in WeChat's viewer when it
 * can (XLSX) and sends it to a chat on a tap (any type, CSV included), then goes back to the web-view.
 */
import { PAY_BRIDGE_PAGE, type MiniProgramBridge } from './payment'

/** What the bridge page is handed: the file's site-relative link (a signed, short-lived one) and its name. */
interface BridgedFile { url: string; name: string }

/** The bridge page's address for `file`, coming back to `back` (an in-app route). */
export function fileBridgeUrl(file: BridgedFile, back: string): string {
  return `${PAY_BRIDGE_PAGE}?action=file&payload=${encodeURIComponent(JSON.stringify(file))}&back=${encodeURIComponent(back)}`
}

/** Opens the bridge page for the file; rejects when it cannot open. */
export function startBridgedFile(file: BridgedFile, back: string, miniProgram: () => Promise<MiniProgramBridge>): Promise<void> {
  return miniProgram().then(mp => new Promise<void>((resolve, reject) => {
    mp.navigateTo({ url: fileBridgeUrl(file, back), success: () => resolve(), fail: reject })
  }))
}
