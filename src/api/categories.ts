/** Categories by type, sorted by weight desc (SPEC §7 "Categories"); navigation is public and limited to 20. */
import type { Category, ObjectId } from '@fu-types/entities'
import { request } from './http'

type CategoryType = 'navigation' | 'exhibitor' | 'exhibition' | 'industry' | 'exhibitor_product'
  | 'meeting_attachment' | 'exhibitor_group' | 'speaker' | 'page_section' | 'demand' | 'activity'

const NAVIGATION_LIMIT = 20
export const INDUSTRY_LIMIT = 999

export const listCategories = (type: CategoryType, query: { meeting_id?: ObjectId; limit?: number; skip?: number; display?: 0 | 1; version?: number } = {}) =>
  request<Category[]>(`/${type}/categories`, { query: { limit: type === 'navigation' ? NAVIGATION_LIMIT : undefined, ...query } })
