/** The text block's sanitised HTML; the H5 build loads the sanitiser with the first text block (BlockRichText.h5.tsx). */
export { RichText as BlockRichText } from '@/components/RichText'
