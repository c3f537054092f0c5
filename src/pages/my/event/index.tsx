import { defineScreen } from '@/components/screen/defineScreen'
import { MyEventsView } from './View'
import { useMyEvents, type MyEventsData } from './useMyEvents'

/** /my/event: my meeting log — meetings I visited and registered for, newest first, each reopening that meeting. */
export default defineScreen<'myEvent', MyEventsData>({
  use: () => useMyEvents(),
  view: MyEventsView,
})
