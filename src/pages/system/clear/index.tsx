import { defineScreen } from '@/components/screen/defineScreen'
import { ClearDeviceView } from './View'
import { useClearDevice, type ClearDeviceData } from './useClearDevice'

/** /clear: clears this device's stored data after a confirm and returns to the meeting home. */
export default defineScreen<'clear', ClearDeviceData>({
  use: ({ query }) => useClearDevice(query),
  view: ClearDeviceView,
})
