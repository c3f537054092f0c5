/** @deprecated Moved to src/components/useKeywordSearch (shared by the exhibit, meeting and demand searches). */
export { useKeyword } from '@/components/useKeywordSearch'
