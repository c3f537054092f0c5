/** The content and text blocks (ContentBlock.tsx); the H5 build loads them after the first screen (LaterBlock.h5.tsx). */
export { default as LaterBlock } from './ContentBlock'
