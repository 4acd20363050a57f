import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@domain/shared/locale';
import { ApiError, NetworkError } from '@src/api/client';

/**
 * GET /{locale}/downloads.php: the agency's HTML snippet of forms to download
 * (not an /app/api call: plain text, no JSON). Sanitized before it is shown.
 */
export async function fetchDownloadsSnippet(locale: Locale): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/${locale}/downloads.php`, { credentials: 'same-origin' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, { message: '', errors: {} });
  return response.text();
}

export const downloadsSnippetQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['downloads-snippet', locale] as const,
    queryFn: () => fetchDownloadsSnippet(locale),
  });

export function useDownloadsSnippet(locale: Locale) {
  return useQuery(downloadsSnippetQuery(locale));
}
