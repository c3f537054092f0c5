/** @deprecated Moved to src/components/SearchBox (shared by the exhibit, meeting and demand searches). */
export { SearchBox, type SearchBoxTexts } from '@/components/SearchBox'
