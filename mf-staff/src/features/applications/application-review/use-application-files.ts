import type { Application } from '@portal/contract/applications';
import type { FileRecord } from '@portal/contract/files';
import { useQuery, type Query } from '@portal/web-kit';
import { getApplicationFiles } from '../api/get-application-files.js';

/**
 * The files uploaded with an application, keyed by question key; asked only when its questions
 * include a file question (otherwise known at once to be none).
 */
export function useApplicationFiles(
  application: Pick<Application, '_id' | 'sections'>,
): Query<Record<string, FileRecord>> {
  const asksForFiles = asksForFilesIn(application);
  return useQuery(
    (signal): Promise<Record<string, FileRecord>> =>
      asksForFiles ? getApplicationFiles(application._id, signal) : Promise.resolve({}),
    [application._id, asksForFiles],
  );
}

/** Whether any question of the application is a file question. */
export function asksForFilesIn(application: Pick<Application, 'sections'>): boolean {
  return application.sections.some((section) =>
    section.questions.some((question) => question.type === 'file'),
  );
}
