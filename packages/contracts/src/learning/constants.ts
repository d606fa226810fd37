/** The learning area's messages (quoted by the spec, word for word) and content types. */

// ---- messages the spec quotes (§5, §8) ----

export const MISSING_PARAMETERS = 'One or more parameters are missing.';
export const CHAPTER_UPDATE_REQUIRED = 'Chapter code, name and default status are required';
export const CHAPTER_IMAGE_TOO_LARGE = 'Image size should be less than 5MB';
export const TOPIC_NAME_REQUIRED = 'Please enter a topic name.';
export const CONTENT_FIELDS_REQUIRED = 'Please fill all fields before saving.';
export const INVALID_URL = 'Please enter a valid URL.';
export const INVALID_SIMULATION_URL = 'Please enter a valid URL for Simulation Video.';

/** Spec §9: a chapter image is under 5MB (5242880 bytes). */
export const CHAPTER_IMAGE_MAX_BYTES = 5_242_880;
export const CHAPTER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

// ---- content types (spec §3, §9) ----

/** Offered when adding content. */
export const CONTENT_TYPES = [
  'PPT',
  'Video',
  'Assignment',
  'Worksheet',
  'Activity Video',
  'Activity Item',
  'Simulation Video',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
/** Also read from older data: PDF and upper-case variants (ASSIGNMENT, WORKSHEET, …). */
export const READ_CONTENT_TYPES = [...CONTENT_TYPES, 'PDF'] as const;
export type ReadContentType = (typeof READ_CONTENT_TYPES)[number];
export const VIDEO_CONTENT_TYPES: readonly ContentType[] = ['Video', 'Activity Video', 'Simulation Video'];

/** The canonical type of a stored or sent type, whatever its case; null when it is none of them. */
export function canonicalContentType(value: string): ReadContentType | null {
  const wanted = value.trim().toLowerCase().replace(/\s+/g, ' ');
  return READ_CONTENT_TYPES.find((type) => type.toLowerCase() === wanted) ?? null;
}
