import { useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { blocksInView } from '@/core/agendaGrid'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { ScreenReaderText } from '@/components/ui/ScreenReaderText'
import { srRole } from '@/components/a11y'
import { FollowButton } from '../SessionCard'
import type { AgendaScheduleData } from './useAgendaSchedule'
import './grid.scss'

/** Pixels per minute of the grid: a 90-minute session is 180 px tall. */
export const PX_PER_MINUTE = 2
/** The grid's own scrolling window (its CSS max-height); blocks one window above and two below it are in the page. */
export const GRID_VIEW_PX = 640
/** A room's column is never narrower than this. */
const ROOM_MIN_PX = 180

const hourLabel = (startMinute: number, offset: number) => {
  const minute = startMinute + offset
  return `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
}

/**
 * The desktop's day by room: rooms as columns, the hours down the side, each session a block as tall as it lasts
 * (overlapping sessions of a room side by side), the current time as a line on today. The grid scrolls in its own
 * window and renders only the blocks near it, so a day of hundreds of sessions stays a few dozen nodes. Blocks are
 * a list in time order for screen readers; each names its time and room.
 */
export const TimeGrid = observer(function TimeGrid({ data }: { data: AgendaScheduleData }) {
  const { grid, follows, t } = data
  const height = (grid.hours[grid.hours.length - 1] ?? 0) * PX_PER_MINUTE
  const initialTop = grid.now ? Math.max(0, grid.now.top * PX_PER_MINUTE - GRID_VIEW_PX / 3) : 0
  const [scrollTop, setScrollTop] = useState(initialTop)
  const shown = blocksInView(grid.blocks, (scrollTop - GRID_VIEW_PX) / PX_PER_MINUTE, (scrollTop + 2 * GRID_VIEW_PX) / PX_PER_MINUTE)
  const columns = `64px repeat(${grid.columns.length}, minmax(${ROOM_MIN_PX}px, 1fr))`
  // Many rooms: the grid scrolls sideways as a whole (head and window together) rather than squeezing its columns.
  const minWidth = `${64 + grid.columns.length * ROOM_MIN_PX}px`
  const onScroll = (e: { detail?: { scrollTop?: number }; target?: unknown }) => {
    const top = e.detail?.scrollTop ?? (e.target as { scrollTop?: number } | undefined)?.scrollTop ?? 0
    // Re-render only when the window moved by a quarter of itself.
    if (Math.abs(top - scrollTop) > GRID_VIEW_PX / 4) setScrollTop(top)
  }
  return (
    <View className='fu-agenda-grid' {...srRole('region', { 'aria-label': grid.label })}>
      <View className='fu-agenda-grid__inner' style={{ minWidth }}>
        <View className='fu-agenda-grid__head' style={{ gridTemplateColumns: columns }} aria-hidden>
          <Text className='fu-agenda-grid__corner' />
          {grid.columns.map((room, column) => <Text key={column} className='fu-agenda-grid__room'>{room}</Text>)}
        </View>
        <ScrollView className='fu-agenda-grid__window' scrollY scrollTop={initialTop} onScroll={onScroll}>
          <View className='fu-agenda-grid__canvas' style={{ gridTemplateColumns: columns, height: `${height}px` }}>
            <View className='fu-agenda-grid__hours' aria-hidden>
              {grid.hours.map(offset => (
                <Text key={offset} className='fu-agenda-grid__hour' style={{ top: `${offset * PX_PER_MINUTE}px` }}>{hourLabel(grid.startMinute, offset)}</Text>
              ))}
            </View>
            {grid.columns.map((_room, column) => <View key={column} className='fu-agenda-grid__column' style={{ gridColumn: column + 2 }} aria-hidden />)}
            {grid.now ? (
              <View className='fu-agenda-grid__now' style={{ top: `${grid.now.top * PX_PER_MINUTE}px` }} {...srRole('note')}>
                <Text className='fu-agenda-grid__now-label'>{grid.now.label}</Text>
              </View>
            ) : null}
            <View className='fu-agenda-grid__blocks' {...srRole('list', { 'aria-label': grid.label })}>
              {shown.map(block => {
                const session = block.item
                const left = `calc(64px + (100% - 64px) * ${(block.column + block.lane / block.lanes) / grid.columns.length})`
                const width = `calc((100% - 64px) * ${1 / (grid.columns.length * block.lanes)} - 6px)`
                return (
                  <View
                    key={session.id}
                    className='fu-agenda-block'
                    data-column={block.column}
                    style={{ top: `${block.top * PX_PER_MINUTE}px`, height: `${block.height * PX_PER_MINUTE - 4}px`, left, width }}
                    {...srRole('listitem', { 'aria-posinset': grid.blocks.indexOf(block) + 1, 'aria-setsize': grid.blocks.length })}
                  >
                    <Text className='fu-agenda-block__time'>{session.time} · {grid.columns[block.column]}</Text>
                    <Action className='fu-agenda-block__title' role='link' onPress={() => data.open(session.id)} aria={{ 'aria-label': t('agenda.open', { title: session.title }) }}>
                      {session.title}
                    </Action>
                    {session.speakers.length ? (
                      <View className='fu-agenda-block__speakers'>
                        {session.speakers.map(speaker => (
                          <Action key={speaker.id} className='fu-agenda-block__speaker' role='link' onPress={() => data.openSpeaker(speaker.id)}>
                            {speaker.name}
                          </Action>
                        ))}
                      </View>
                    ) : null}
                    <View className='fu-agenda-block__foot'>
                      {session.live ? (
                        <Action className='fu-agenda-block__live' role='link' onPress={() => data.openLive(session.live!.id)}>
                          <ScreenReaderText>{t('agenda.watchLive', { title: session.live.title })}</ScreenReaderText>
                          <Badge text={session.live.stateText} tone={session.live.tone} />
                        </Action>
                      ) : null}
                      <FollowButton follows={follows} agendaId={session.id} title={session.title} className='fu-follow--compact' />
                    </View>
                  </View>
                )
              })}
            </View>
          </View>
        </ScrollView>
      </View>
    </View>
  )
})
