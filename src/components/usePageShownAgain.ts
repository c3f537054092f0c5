import { useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'

/**
 * Calls `onShownAgain` when the page shows again after another page covered it: back from the cashier, the success
 * page or a ticket. Each route is a Taro page kept in the stack (app.config.ts), so a page under the one opened on top
 * keeps what it read; this is where it reads again what may have changed there (an order paid or cancelled, the
 * stock). Not called on the first show.
 */
export function usePageShownAgain(onShownAgain: () => void): void {
  // A plain object (not a ref): whether the page was covered since it last showed.
  const [page] = useState(() => ({ covered: false }))
  useDidHide(() => { page.covered = true })
  useDidShow(() => {
    if (!page.covered) return
    page.covered = false
    onShownAgain()
  })
}
