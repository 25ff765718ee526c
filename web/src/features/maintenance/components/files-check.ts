import { FILE_MAX_BYTES } from '@contract/files';
import { MAINTENANCE_MAX_FILES } from '@contract/maintenance';

/**
 * What is wrong with chosen files before a byte is sent (the server checks again, by their
 * bytes): too many, too big, or of a type not accepted. `null` when they may go.
 */
export function filesProblem(files: File[], accept: readonly string[]): 'tooMany' | 'tooLarge' | 'wrongType' | null {
  if (files.length > MAINTENANCE_MAX_FILES) return 'tooMany';
  if (files.some((f) => f.size > FILE_MAX_BYTES)) return 'tooLarge';
  // An empty type (the browser did not know it) is left to the server.
  if (files.some((f) => f.type && !accept.includes(f.type))) return 'wrongType';
  return null;
}

/** An upload's failure status in the form's words (409, 413, 415), or null for the usual message. */
export function uploadProblem(err: unknown): 'alreadyDone' | 'tooLarge' | 'wrongType' | null {
  const status = (err as { status?: number } | null)?.status;
  if (status === 409) return 'alreadyDone';
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'wrongType';
  return null;
}
