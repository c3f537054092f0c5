import { useRef } from 'react'
import { nextMarker } from '@/core'
import type { FestivalMapData, MarkerData } from './useFestivalMap'

/**
 * The venue plan as an SVG drawn from the seeded coordinates (no map service): the ground, the zones of halls,
 * stage and garden, the walks from the gates to the stage, and a numbered marker per place. A marker is a button
 * (named "title (type)", pressed when chosen): a tap, Enter or Space chooses it; the arrow keys, Home and End move
 * between markers in reading order.
 */
export function VenuePlan({ data }: { data: FestivalMapData }) {
  const refs = useRef<(SVGGElement | null)[]>([])
  const { plan, markers } = data
  const keyDown = (i: number, marker: MarkerData) => (event: { key: string; preventDefault: () => void }) => {
    if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); data.choose(marker.id); return }
    const next = nextMarker(markers.length, i, event.key)
    if (next === null) return
    event.preventDefault()
    refs.current[next]?.focus()
  }
  return (
    <svg
      className='fu-festival-map__plan'
      viewBox={`0 0 ${plan.width} ${plan.height}`}
      role='group'
      aria-label={data.festival.t('festival.map.plan', { count: markers.length })}
    >
      <rect className='fu-festival-map__ground' x={0} y={0} width={plan.width} height={plan.height} rx={24} />
      {data.paths.map(path => (
        <line key={path.id} className='fu-festival-map__path' x1={path.from.x} y1={path.from.y} x2={path.to.x} y2={path.to.y} />
      ))}
      {markers.filter(m => m.area).map(m => (
        <g key={`zone-${m.id}`} aria-hidden='true'>
          <rect className={`fu-festival-map__zone fu-festival-map__zone--${m.type}`} x={m.area!.x} y={m.area!.y} width={m.area!.w} height={m.area!.h} rx={10} />
          <text className='fu-festival-map__zone-label' x={m.area!.x + m.area!.w / 2} y={m.area!.y + m.area!.h - 12} textAnchor='middle'>{m.title}</text>
        </g>
      ))}
      {markers.map((m, i) => (
        <g
          key={m.id}
          ref={el => { refs.current[i] = el }}
          className={data.selected?.id === m.id ? 'fu-festival-map__marker fu-festival-map__marker--on' : 'fu-festival-map__marker'}
          transform={`translate(${m.x} ${m.y})`}
          role='button'
          tabIndex={0}
          aria-label={m.name}
          aria-pressed={data.selected?.id === m.id}
          onClick={() => data.choose(m.id)}
          onKeyDown={keyDown(i, m)}
        >
          <g className='fu-festival-map__marker-body'>
            <circle className='fu-festival-map__marker-ring' r={22} />
            <circle className='fu-festival-map__marker-dot' r={16} />
            <text className='fu-festival-map__marker-number' textAnchor='middle' dy='0.35em' aria-hidden='true'>{m.n}</text>
          </g>
        </g>
      ))}
    </svg>
  )
}
