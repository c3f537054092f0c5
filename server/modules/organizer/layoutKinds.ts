/**
 * What an organiser may put in the home's layout (issue 28): each block kind the home draws (components/homeBlocks)
 * with its own fields, and a navigation entry (SPEC §3 navigation item). Each kind described once, so the draft's
 * body, its per-kind checks and the console's forms agree.
 */
import { checkLinkTarget } from '@core/linkTargets'
import { isSafeRedirect } from '@core/links'
import { flag, imageUrl, objectId, strict, z } from '../../lib/validation'
import { localized } from './meetingSettings'

/** Organiser HTML in each language (sanitised before it is stored: layout.ts). */
const richText = strict({ zh: z.string().max(20_000).optional(), en: z.string().max(20_000).optional(), ja: z.string().max(20_000).optional(), ko: z.string().max(20_000).optional() })
/** How many items a list block shows (the home shows 4 when none is set). */
const limit = z.number({ error: 'must be a whole number from 1 to 20' }).int('must be a whole number from 1 to 20')
  .min(1, 'must be a whole number from 1 to 20').max(20, 'must be a whole number from 1 to 20').optional()
/** A banner slide's link: one of our routes or an http(s) address; empty for none. */
const slideLink = z.string().trim().max(500)
  .refine((v) => v === '' || checkLinkTarget(v).ok, 'must be one of our pages (/meeting/…) or an http(s) address')
/** A navigation entry opens one of our own pages (a path such as /meeting/agenda/schedule). */
export const ownRoute = z.string().trim().min(1, 'is needed').max(500)
  .refine((v) => isSafeRedirect(v), 'must be one of our own pages, a path such as /meeting/agenda/schedule')

/** The fields of each kind besides `type` and `title`. */
export const BLOCK_KINDS = {
  banner: { covers: z.array(strict({ _id: objectId.optional(), img: imageUrl(), link: slideLink.optional() })).min(1, 'a banner needs at least one slide').max(10) },
  navigation: { limit, layout: z.enum(['grid9']).optional() },
  for_you: {},
  news: { limit },
  lives: { limit },
  agendas: { limit },
  activities: { limit },
  exhibitors: { limit },
  speakers: { limit },
  rich_text: { content: richText },
} as const

export type BlockKind = keyof typeof BLOCK_KINDS
export const BLOCK_KIND_NAMES = Object.keys(BLOCK_KINDS) as BlockKind[]

const blockOf = <K extends BlockKind>(kind: K) => strict({ _id: objectId.optional(), type: z.literal(kind), title: localized(60), ...BLOCK_KINDS[kind] })

/** One block of the draft: its kind's fields only (an unknown kind or field is refused, naming it). */
export const blockInput = z.discriminatedUnion('type', [
  blockOf('banner'), blockOf('navigation'), blockOf('for_you'), blockOf('news'), blockOf('lives'), blockOf('agendas'),
  blockOf('activities'), blockOf('exhibitors'), blockOf('speakers'), blockOf('rich_text'),
], {
  error: (issue) => issue.code === 'invalid_union' ? `must be one of the block kinds ${BLOCK_KIND_NAMES.join(', ')}` : undefined,
})

/** One navigation entry of the draft (the tab bar and the desktop menu): titles, the page it opens, an icon. */
export const navigationInput = strict({
  _id: objectId.optional(),
  title: localized(20),
  link: ownRoute,
  /** The phone's page when it differs (else `link`). */
  mobile_link: ownRoute.or(z.literal('')).optional(),
  cover: imageUrl().or(z.literal('')).optional(),
  /** 0 keeps the entry but hides it. */
  display: flag.optional(),
})

export const layoutBody = strict({
  blocks: z.array(blockInput).max(30),
  navigation: z.array(navigationInput).max(20),
})

export type LayoutBody = z.output<typeof layoutBody>
export type BlockInput = z.output<typeof blockInput>
export type NavigationInput = z.output<typeof navigationInput>
