export { MultipartModule } from './multipart.module.js';
export type { MultipartLimits } from './multipart.module.js';
export { multipartParts, shownName } from './multipart-parts.js';
export type { MultipartPart } from './multipart-parts.js';
export { multipartRefusal } from './multipart-refusals.js';
export type { MultipartRefusals, Refusal } from './multipart-refusals.js';
