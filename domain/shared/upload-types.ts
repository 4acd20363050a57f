/** The media types an uploaded document may have (decided by its bytes at upload). */
export const DOCUMENT_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
