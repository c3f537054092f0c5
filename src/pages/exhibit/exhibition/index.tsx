import { defineScreen } from '@/components/screen/defineScreen'
import { useExhibitionLanding, type ExhibitionLandingData } from './useExhibitionLanding'
import { ExhibitionLandingView } from './View'

/** /exhibition: the exhibition half of the event (halls, zones, featured exhibitors and products). */
export default defineScreen<'exhibition', ExhibitionLandingData>({
  use: ({ meeting }) => useExhibitionLanding(meeting),
  title: data => data.heading,
  state: data => ({ status: data.status, message: data.error, retry: data.retry }),
  // The hero's h1 is the meeting's word for its exhibition.
  frame: { ownHeading: true },
  view: ExhibitionLandingView,
})
