import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { useStores } from '@/stores'

/** Mobile or desktop layout for this device; follows window resizes in H5. */
export function useDeviceVariant(): 'mobile' | 'desktop' {
  const { platform } = useStores()
  const [variant, setVariant] = useState(() => platform.deviceVariant())
  useEffect(() => {
    const update = () => setVariant(platform.deviceVariant())
    Taro.onWindowResize?.(update)
    return () => Taro.offWindowResize?.(update)
  }, [platform])
  return variant
}
