/** The answers of the report's photos that say a change went well. */
export const en = {
  uploaded_one: '{{count}} image uploaded.',
  uploaded_other: '{{count}} images uploaded.',
  deleted: 'The image item deleted successfully.',
} as const;
