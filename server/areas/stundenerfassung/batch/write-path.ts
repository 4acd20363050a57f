import { stundenerfassungBatchableWrites } from '@domain/stundenerfassung/operations';
import { API_PREFIX } from '@server/platform/http/api-prefix';
import type { RawParams } from '../params';
import type { BatchableWrite } from '../write-calls';

/** A batch entry's path resolved to the single call it stands for. */
export type WriteTarget = {
  write: BatchableWrite;
  /** The single route's full pattern (its key scope and audit subject use it). */
  route: string;
  /** Path parameters as the router would hand them over (decoded strings). */
  params: RawParams;
};

const MAX_PATH_LENGTH = 200;

/*
 * Entries name the single call's path relative to /app/api, as the browser's
 * outbox stores it (built from the same table): matched segment by segment
 * against the table's patterns of the writes a batch may name. A static
 * segment beats a parameter (…/sign is the sign call, not a day), as in the router.
 */
const PATTERNS = Object.entries(stundenerfassungBatchableWrites)
  .map(([write, operation]) => {
    const segments = operation.path.slice(1).split('/');
    return {
      write: write as BatchableWrite,
      segments,
      route: `${API_PREFIX}${operation.path}`,
      statics: segments.filter((part) => !part.startsWith(':')).length,
    };
  })
  .sort((a, b) => b.statics - a.statics);

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function match(segments: string[], pattern: string[]): RawParams | null {
  if (segments.length !== pattern.length) return null;
  const params: RawParams = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      const value = decode(segment);
      if (value === null || value === '') return null;
      params[part.slice(1)] = value;
    } else if (segment !== part) {
      return null;
    }
  }
  return params;
}

/** The write a path names, or null (the entry answers 404 like an unknown URL). */
export function resolveWritePath(path: string): WriteTarget | null {
  if (path.length > MAX_PATH_LENGTH || /[?#]/.test(path)) return null;
  const segments = path.split('/');
  for (const { write, segments: pattern, route } of PATTERNS) {
    const params = match(segments, pattern);
    if (params) return { write, route, params };
  }
  return null;
}
