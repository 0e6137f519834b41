import { guidelineParagraphs } from '@portal/contract/users';
import { errorMessage, LoadingStatus, useQuery } from '@portal/web-kit';
import { getGuidelines } from './api/get-guidelines.js';
import './guidelines.css';

export const guidelinesTexts = {
  title: 'Guidelines',
  loading: 'Loading the guidelines…',
  loadFailed: 'The guidelines could not be loaded.',
  none: 'The education office has not published its guidelines yet. Please contact the office with your questions.',
} as const;

/**
 * `/guidelines`: the office's guidelines for applicants, as an admin wrote them on the admin
 * dashboard. Plain text: a blank line starts a paragraph, a line break stays one; nothing in it
 * is read as markup.
 */
export default function GuidelinesPage() {
  const guidelines = useQuery(getGuidelines);
  const paragraphs = guidelines.data ? guidelineParagraphs(guidelines.data.text) : [];
  return (
    <div className="page guidelines-page">
      <h1>{guidelinesTexts.title}</h1>
      {guidelines.status === 'loading' && (
        <LoadingStatus onRetry={guidelines.refresh}>{guidelinesTexts.loading}</LoadingStatus>
      )}
      {guidelines.status === 'failed' && (
        <div className="notice notice-error" role="alert">
          <p>{errorMessage(guidelines.error, guidelinesTexts.loadFailed)}</p>
          <button type="button" className="button" onClick={guidelines.refresh}>
            Retry
          </button>
        </div>
      )}
      {guidelines.data &&
        (paragraphs.length > 0 ? (
          <div className="card guidelines-text">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <p className="muted">{guidelinesTexts.none}</p>
        ))}
    </div>
  );
}
