import { guidelineParagraphs } from '@portal/contract/users';
import { errorMessage, LoadingStatus, useQuery } from '@portal/web-kit';
import { getGuidelines } from './api/get-guidelines.js';
import { useMemberMessages } from '../../i18n/member-messages.js';
import { sharedMessages } from '../../shared/messages.js';
import { guidelinesMessages as messages } from './messages.js';
import './guidelines.css';

/**
 * `/guidelines`: the office's guidelines for applicants, as an admin wrote them on the admin
 * dashboard. Plain text: a blank line starts a paragraph, a line break stays one; nothing in it
 * is read as markup.
 */
export default function GuidelinesPage() {
  const guidelines = useQuery(getGuidelines);
  const { t } = useMemberMessages();
  const paragraphs = guidelines.data ? guidelineParagraphs(guidelines.data.text) : [];
  return (
    <div className="page guidelines-page">
      <h1>{t(messages.title)}</h1>
      {guidelines.status === 'loading' && (
        <LoadingStatus onRetry={guidelines.refresh}>{t(messages.loading)}</LoadingStatus>
      )}
      {guidelines.status === 'failed' && (
        <div className="notice notice-error" role="alert">
          <p>{errorMessage(guidelines.error, t(messages.loadFailed))}</p>
          <button type="button" className="button" onClick={guidelines.refresh}>
            {t(sharedMessages.retry)}
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
          <p className="muted">{t(messages.none)}</p>
        ))}
    </div>
  );
}
