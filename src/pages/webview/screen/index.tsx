import { defineScreen } from '@/components/screen/defineScreen'
import { WebviewView } from './WebviewParts'
import { useWebview, type WebviewData } from './useWebview'

/**
 * /webview (query link): an external page in a sandboxed frame, or the copy-link dialog where it cannot open. Titled
 * by the link's host (where the reader is), with back on the phone's title bar; no meeting footer under the frame.
 */
export default defineScreen<'webview', WebviewData>({
  use: ({ query }) => useWebview(query.link),
  view: WebviewView,
  title: data => data.host || undefined,
  frame: { footer: false },
})
