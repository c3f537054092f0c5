import { useState } from 'react'
import { listFestivalItems, type FestivalHall, type MapPoint } from '@/api/festival'
import { localize, markerOrder } from '@/core'
import type { MessageKey } from '@/i18n'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import { festivalState, useFestival } from '../shared/useFestival'

const TYPE_KEYS: Record<string, MessageKey> = {
  stage: 'festival.map.type.stage', hall: 'festival.map.type.hall', garden: 'festival.map.type.garden',
  entrance: 'festival.map.type.entrance', service: 'festival.map.type.service', food: 'festival.map.type.food',
}

export interface MarkerData {
  id: string
  /** 1-based, in reading order: the number on the marker and in the list. */
  n: number
  x: number
  y: number
  type: string
  area?: MapPoint['area']
  title: string
  typeText: string
  /** "Title (type)": the marker's accessible name. */
  name: string
  description: string
  hall?: { id: string; technology: boolean }
}

/** The venue plan: the festival's points as numbered markers in reading order, zones, paths and the chosen point. */
export function useFestivalMap(query: { meeting_id?: string; point_id?: string }) {
  const festival = useFestival(query)
  const meetingId = festival.meetingId
  const remote = useRemote<{ points: MapPoint[]; halls: FestivalHall[] }>(async () => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const [points, halls] = await Promise.all([
      listFestivalItems({ meeting_id: meetingId, kind: 'point', limit: 200 }),
      listFestivalItems({ meeting_id: meetingId, kind: 'hall', limit: 200 }),
    ])
    return { points: points.results ?? [], halls: halls.results ?? [] }
  }, [meetingId])
  const [chosen, setChosen] = useState(query.point_id || '')

  const t = festival.t
  const lang = festival.lang
  const plan = festival.festival?.map ?? { width: 1000, height: 640 }
  const halls = remote.data?.halls ?? []
  const markers: MarkerData[] = markerOrder(remote.data?.points ?? [], plan).map((point, i) => {
    const title = localize(point.title, lang)
    const typeText = t(TYPE_KEYS[point.category] ?? 'festival.map.type.other')
    const hall = halls.find(h => h._id === point.hall_id)
    return {
      id: point._id, n: i + 1, x: point.x, y: point.y, type: point.category, area: point.area,
      title, typeText, name: t('festival.map.marker', { title, type: typeText }),
      description: localize(point.description, lang),
      hall: hall ? { id: hall._id, technology: hall.category === 'technology' } : undefined,
    }
  })
  // Paths: from every entrance to the main stage (or the plan's centre), as visitors walk in.
  const hub = markers.find(m => m.type === 'stage') ?? { x: plan.width / 2, y: plan.height / 2 }
  const paths = markers.filter(m => m.type === 'entrance').map(m => ({ id: m.id, from: { x: m.x, y: m.y }, to: { x: hub.x, y: hub.y } }))
  const selected = markers.find(m => m.id === chosen)
  return {
    festival,
    plan,
    markers,
    paths,
    selected,
    choose: (id: string) => setChosen(id),
    close: () => setChosen(''),
    openHall: (marker: MarkerData) => {
      if (marker.hall) void navigateTo(marker.hall.technology ? 'scTechnology' : 'scExhibition', { meeting_id: meetingId })
    },
    state: festivalState(festival, remote),
  }
}

export type FestivalMapData = ReturnType<typeof useFestivalMap>
