// The kinds of programme content the console edits, in the order its tabs and links show them.
import type { OrganizerContentKind } from '@fu-types/api'

export const CONTENT_KINDS: readonly OrganizerContentKind[] = ['speakers', 'agendas', 'news']
