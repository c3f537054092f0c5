import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Badge } from '@/components/Badge'
import { Empty } from '@/components/StateViews'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { FestivalSection } from '../../shared/FestivalSection'
import type { RebuildData } from './useRebuild'

/** Rebuilt heritage: a card per project with its artwork, stage, progress bar, place, partner and story (two columns on a desktop). */
export const RebuildView = observer(function RebuildView({ data, variant }: { data: RebuildData; variant: Variant }) {
  const t = data.festival.t
  return (
    <FestivalSection festival={data.festival} current='scMeetingRebuild' variant={variant}>
      <Text className='fu-festival-intro'>{t('festival.rebuild.intro')}</Text>
      {data.projects.length === 0 ? <Empty text={t('festival.rebuild.empty')} /> : (
        <View className={`fu-festival-projects fu-festival-projects--${variant}`} {...srRole('list')}>
          {data.projects.map(project => (
            <View key={project.id} className='fu-festival-project' {...srRole('listitem')}>
              <View className='fu-festival-project__art'>
                {project.cover ? <RemoteImage className='fu-festival-project__image' src={project.cover} label={project.title} /> : null}
                <Badge className='fu-festival-project__stage' text={project.stageText} tone={project.done ? 'green' : 'amber'} />
              </View>
              <View className='fu-festival-project__body'>
                <Text className='fu-festival-project__title' {...heading(2)}>{project.title}</Text>
                {project.meta ? <Text className='fu-festival-project__meta'>{project.meta}</Text> : null}
                <View
                  className='fu-festival-progress'
                  {...srRole('progressbar', { 'aria-valuenow': project.percent, 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-label': project.progressName })}
                >
                  <View className={project.done ? 'fu-festival-progress__bar fu-festival-progress__bar--done' : 'fu-festival-progress__bar'} style={{ width: `${project.percent}%` }} />
                </View>
                <Text className='fu-festival-project__meta'>{project.progressText}</Text>
                {project.partner ? <Text className='fu-festival-project__meta'>{project.partner}</Text> : null}
                {project.summary ? <Text className='fu-festival-project__summary'>{project.summary}</Text> : null}
              </View>
            </View>
          ))}
        </View>
      )}
    </FestivalSection>
  )
})
