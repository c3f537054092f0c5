import { useEffect, useState } from 'react'
import { useStores } from '@/stores'

/**
 * Whether the device has a network (platform.watchNetwork: the browser's online / offline events, WeChat's network
 * status); a runtime that cannot tell is taken as online.
 */
export function useNetworkOnline(): boolean {
  const { platform } = useStores()
  const [online, setOnline] = useState(true)
  useEffect(() => platform.watchNetwork?.(setOnline), [platform])
  return online
}
