import { answerKey, type Answers } from '@portal/contract/applications';
import type { Grant, Section } from '@portal/contract/grants';
import { useDrawnAnswers } from '@portal/web-kit';
import { useState } from 'react';
import { isAllowedUpload } from '@portal/contract/files';
import { text, type Text } from '../../../i18n/text.js';
import { uploadMessages } from './upload.messages.js';
import { fieldName } from './questions/question-props.js';

/** What the member put in the form the gateway drew before the app took the page over. */
export interface TypedBeforeStart {
  /** The answers changed in the drawn fields, by answer key. */
  answers: Answers;
  /** The files chosen in the drawn file fields, by answer key. */
  files: Map<string, File>;
}

/**
 * What the form starts with on top of its starting answers: what was typed before the start,
 * with only the files of a type the portal takes (their names among the answers).
 */
export interface TypedStart extends TypedBeforeStart {
  /** The message for each file chosen of another type (not taken). */
  fileProblems: Record<string, Text>;
}

/**
 * On the application form's first render in the browser, when the page came drawn with the
 * member's data: what the member changed in the drawn form (`typedBeforeStart`), for the form
 * to start from. Nothing on a form the browser drew itself, or while the gateway draws it.
 */
export function useTypedBeforeStart(grant: Grant): TypedStart {
  const drawnPage = useDrawnAnswers() !== null;
  const [typed] = useState(() => {
    const start: TypedStart = { answers: {}, files: new Map(), fileProblems: {} };
    if (!drawnPage || typeof document === 'undefined') return start;
    const found = typedBeforeStart(document, grant._id, grant.sections);
    start.answers = found.answers;
    for (const [key, file] of found.files) {
      if (isAllowedUpload(file)) {
        start.files.set(key, file);
        start.answers[key] = file.name;
      } else start.fileProblems[key] = text(uploadMessages.invalidFileType);
    }
    return start;
  });
  return typed;
}

/**
 * The application form arrives drawn with the member's data (the gateway's data pages) and
 * works as a plain HTML form until the app takes the page over, about a second later on a slow
 * line: fields can be typed in, ticked and chosen meanwhile. The app then draws the form afresh
 * from its own state, so on its first render it reads here what the member changed, while the
 * drawn form is still on the page: a field whose value differs from what it was drawn with
 * (`defaultValue`, `defaultChecked`, `defaultSelected`), and a chosen file. Fields left as drawn
 * are not read: the app's starting answers (this browser's may be newer than the portal's draft
 * the page was drawn from) stay theirs. A priority list cannot be changed without the app.
 */
export function typedBeforeStart(
  root: ParentNode,
  grantId: string,
  sections: readonly Section[],
): TypedBeforeStart {
  const typed: TypedBeforeStart = { answers: {}, files: new Map() };
  // The application form carries its grant's id (`data-grant`).
  const form = [...root.querySelectorAll('form')].find(
    (candidate) => candidate.dataset.grant === grantId,
  );
  if (!form) return typed;
  sections.forEach((section, sectionIndex) =>
    section.questions.forEach((question, questionIndex) => {
      const key = answerKey(sectionIndex, questionIndex);
      const controls = [...form.querySelectorAll(`[name="${fieldName(key)}"]`)];
      const [control] = controls;
      switch (question.type) {
        case 'textarea':
        case 'date':
          if (
            (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
            control.value !== control.defaultValue
          )
            typed.answers[key] = control.value;
          break;
        case 'dropdown':
          if (
            control instanceof HTMLSelectElement &&
            [...control.options].some((option) => option.selected !== option.defaultSelected)
          )
            typed.answers[key] = control.value;
          break;
        case 'checkbox':
          if (control instanceof HTMLInputElement && control.checked !== control.defaultChecked)
            typed.answers[key] = control.checked ? 'yes' : 'no';
          break;
        case 'multi-select': {
          const boxes = controls.filter((box) => box instanceof HTMLInputElement);
          if (boxes.some((box) => box.checked !== box.defaultChecked))
            typed.answers[key] = question.options.filter((option) =>
              boxes.some((box) => box.value === option && box.checked),
            );
          break;
        }
        case 'file': {
          const file = control instanceof HTMLInputElement ? control.files?.[0] : undefined;
          if (file) typed.files.set(key, file);
          break;
        }
        case 'priority':
          break;
      }
    }),
  );
  return typed;
}
