import type { Meeting } from '@fu-types/entities'

/** SPEC §3: a meeting shows its exhibitors only when `exhibition.show_exhibitor` is 1 (home block and /exhibit alike). */
export function showsExhibitors(meeting: Pick<Meeting, 'exhibition'> | undefined): boolean {
  return meeting?.exhibition?.show_exhibitor === 1
}
