import { defineScreen } from '@/components/screen/defineScreen'
import { useSpeakerList, type SpeakerListData } from './useSpeakerList'
import { SpeakerListView } from './SpeakerListBody'

/** /meeting/speaker/list (optional category_id): the meeting's speakers by category, page by page. */
export default defineScreen<'speakerList', SpeakerListData>({
  use: ({ query, meeting }) => useSpeakerList(query, meeting),
  view: SpeakerListView,
})
