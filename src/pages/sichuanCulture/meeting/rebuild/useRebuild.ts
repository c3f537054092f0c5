import { listFestivalItems, type RebuildProject } from '@/api/festival'
import { localize, projectStage } from '@/core'
import { useRemote } from '@/components/useRemote'
import { festivalState, useFestival } from '../../shared/useFestival'

/** The rebuilt-heritage projects: each with its stage (done, or how far along), place, partner and story. */
export function useRebuild(query: { meeting_id?: string }) {
  const festival = useFestival(query)
  const meetingId = festival.meetingId
  const remote = useRemote<RebuildProject[]>(async () => {
    if (!meetingId) return new Promise<never>(() => undefined)
    return (await listFestivalItems({ meeting_id: meetingId, kind: 'project', limit: 50 })).results ?? []
  }, [meetingId])
  const t = festival.t
  const lang = festival.lang
  const projects = (remote.data ?? []).map(project => {
    const stage = projectStage(project.progress)
    const title = localize(project.title, lang)
    return {
      id: project._id,
      title,
      cover: project.cover,
      done: stage.done,
      percent: stage.percent,
      stageText: t(stage.done ? 'festival.rebuild.done' : 'festival.rebuild.ongoing'),
      progressText: t('festival.rebuild.progress', { percent: stage.percent }),
      progressName: t('festival.rebuild.progressName', { title }),
      meta: [localize(project.place, lang), project.started ? t('festival.rebuild.since', { year: project.started }) : ''].filter(Boolean).join(' · '),
      partner: project.partner ? t('festival.rebuild.partner', { partner: localize(project.partner, lang) }) : '',
      summary: localize(project.summary, lang),
    }
  })
  return { festival, projects, state: festivalState(festival, remote) }
}

export type RebuildData = ReturnType<typeof useRebuild>
