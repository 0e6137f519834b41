import type { Question } from '@portal/contract/grants';
import { FieldFrame } from '@portal/web-kit';
import { useRef } from 'react';
import { fileInputAccept } from '@portal/contract/files';
import { questionLabel } from '../application-form-texts.js';
import { richText } from '../../../../i18n/rich-text.js';
import { write } from '../../../../i18n/text.js';
import { fileSize } from '../../../../shared/file-size.js';
import { useMemberMessages } from '../../../../i18n/member-messages.js';
import { questionMessages as messages } from './messages.js';

import { useUploadLimitOfForm } from '../upload-limit.js';
import { questionHint } from './question-props.js';

export interface FileQuestionProps {
  question: Question;
  name: string;
  /** The chosen file's name: the question's answer (spec §3); the file follows by upload. */
  fileName: string;
  /** True when that file is already on the portal (uploaded to the draft). */
  stored?: boolean;
  error: string | undefined;
  /**
   * A file was chosen, or `null`: the choice was removed. Answers whether the form took it (a
   * file of another type is refused with spec §5's message).
   */
  onChoose: (file: File | null) => boolean;
}

/**
 * A file question: choose a file, or remove the one chosen. The form checks the type (spec §5)
 * and keeps the File for the upload that follows the save (spec §4); the chosen file's name is
 * the answer (spec §3). The hint says what a browser cannot do: put a chosen file back after a
 * reload, as the typed answers are.
 */
export function FileQuestion({
  question,
  name,
  fileName,
  stored = false,
  error,
  onChoose,
}: FileQuestionProps) {
  const input = useRef<HTMLInputElement>(null);
  const maxUploadBytes = useUploadLimitOfForm();
  const { t } = useMemberMessages();
  function remove() {
    if (input.current) input.current.value = '';
    onChoose(null);
    input.current?.focus();
  }
  return (
    <div className="file-question">
      <FieldFrame
        name={name}
        label={questionLabel(question, t)}
        hint={questionHint(
          question,
          maxUploadBytes === null
            ? t(messages.fileHint)
            : t(messages.fileHintWithLimit, { maxSize: write(t, fileSize(maxUploadBytes)) }),
        )}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            className="file-input"
            accept={fileInputAccept}
            onChange={(event) => {
              const taken = onChoose(event.target.files?.[0] ?? null);
              // A refused file is not left in the input, looking chosen.
              if (!taken) event.target.value = '';
            }}
          />
        )}
      </FieldFrame>
      {fileName && (
        <p className="file-chosen">
          <span>
            {richText(
              t,
              stored ? messages.uploadedFile : messages.chosenFile,
              {},
              { fileName: <strong>{fileName}</strong> },
            )}
          </span>
          <button type="button" className="button button-secondary button-small" onClick={remove}>
            {t(messages.remove)}
            <span className="visually-hidden"> {t(messages.removeWhat, { fileName })}</span>
          </button>
        </p>
      )}
    </div>
  );
}
