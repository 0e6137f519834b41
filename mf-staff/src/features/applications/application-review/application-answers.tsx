import type { Application } from '@portal/contract/applications';
import { LoadingStatus, QueryFailure } from '@portal/web-kit';
import { FileAnswer } from '@portal/web-kit/applications';
import { useId } from 'react';
import { answersToReview } from './answers-to-review.js';
import { AnswerView } from './answer-view.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { answerMessages as messages } from './messages.js';
import { asksForFilesIn, useApplicationFiles } from './use-application-files.js';

/**
 * The applicant's answers under the questions they were asked: the grant's sections and
 * questions as they were when the application was submitted (later edits of the grant change
 * nothing here), with spec §2's fallbacks for answers whose question cannot be read. A file
 * question shows the uploaded file to download, or 'No file uploaded'; when the files cannot be
 * loaded, spec §8's 'Error fetching files' with Retry, the answers still shown.
 */
export function ApplicationAnswers({
  application,
}: {
  application: Pick<Application, '_id' | 'answers' | 'sections'>;
}) {
  const { t } = useStaffMessages();
  const headingId = useId();
  const sections = answersToReview(application, t);
  const files = useApplicationFiles(application);
  return (
    <section className="application-answers" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(messages.heading)}</h2>
      {asksForFilesIn(application) && files.status === 'loading' && (
        <LoadingStatus onRetry={files.refresh} retryWhat={t(messages.retryFiles)}>
          {t(messages.loadingFiles)}
        </LoadingStatus>
      )}
      {files.status === 'failed' && (
        <QueryFailure
          error={files.error}
          fallback={t(messages.filesLoadFailed)}
          onRetry={files.refresh}
          retryWhat={t(messages.retryFiles)}
          small
        />
      )}
      {sections.length === 0 && <p className="muted">{t(messages.noAnswers)}</p>}
      {sections.map((section, sectionIndex) => (
        <div key={sectionIndex} className="answer-section">
          {section.label !== null && <h3>{section.label}</h3>}
          {section.description && <p className="muted">{section.description}</p>}
          <dl className="answer-list">
            {section.answers.map((answer) => (
              <div key={answer.key}>
                <dt>
                  {answer.questionText}
                  {answer.required && <span className="muted"> {t(messages.required)}</span>}
                  {answer.type === undefined && (
                    <span className="muted answer-key">
                      {' '}
                      {t(messages.answerKey, { key: answer.key })}
                    </span>
                  )}
                </dt>
                <dd>
                  {answer.type === 'file' ? (
                    <FileAnswer
                      value={answer.value}
                      file={files.data?.[answer.key]}
                      filesKnown={files.status === 'loaded'}
                      noAnswer={t(messages.noAnswer)}
                      missing={(chosen) => (
                        <>
                          <strong>{t(messages.noFileUploaded)}</strong>{' '}
                          <span className="muted">{t(messages.chosenFile, { name: chosen })}</span>
                        </>
                      )}
                    />
                  ) : (
                    <AnswerView answer={answer} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
