import { Alert } from '@portal/web-kit';
import { useId, useState } from 'react';
import { fieldName } from './form-problems.js';
import { newDraftKey, type GrantDraft } from './grant-draft.js';
import { canRemoveSection } from './grant-draft-reducer.js';
import { useGrantForm } from './grant-form-context.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { grantFormMessages, sectionMessages as messages } from './messages.js';
import { SectionEditor, sectionHeadingSelector } from './section-editor.js';
import { SectionWeightBar } from './section-weight-bar.js';

/**
 * The grant's sections: the weight bar and its total, each section, and Add section. Adding
 * gives the new section its share and focuses its label; removing spreads the weights evenly
 * and focuses the heading of the section that takes its place; the last one stays, with spec
 * §5's message.
 */
export function SectionsEditor({ draft }: { draft: GrantDraft }) {
  const { change, totals, fieldProblems } = useGrantForm();
  const { t } = useStaffMessages();
  const headingId = useId();
  const totalMessageId = useId();
  const [lastSectionRefused, setLastSectionRefused] = useState(false);
  const sectionsTotal = totals['sections'];
  const sectionsProblem = fieldProblems['sections'];

  function addSection() {
    setLastSectionRefused(false);
    change(
      { type: 'add-section', key: newDraftKey() },
      `[name="${fieldName('sections', draft.sections.length, 'label')}"]`,
    );
  }

  function removeSection(index: number) {
    if (!canRemoveSection(draft)) {
      setLastSectionRefused(true);
      return;
    }
    setLastSectionRefused(false);
    const next = Math.min(index, draft.sections.length - 2);
    change({ type: 'remove-section', section: index }, sectionHeadingSelector(next));
  }

  return (
    <section className="grant-sections" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(messages.heading)}</h2>
      <SectionWeightBar sections={draft.sections} />
      {sectionsTotal && (
        <p id={totalMessageId} className="field-error weight-total-message">
          {sectionsTotal}
        </p>
      )}
      {sectionsProblem && (
        <p className="field-error" tabIndex={-1} data-group-problem="">
          <span className="visually-hidden">{t(grantFormMessages.errorPrefix)} </span>
          {sectionsProblem}
        </p>
      )}
      <ol className="section-list">
        {draft.sections.map((section, index) => (
          <li key={section.key}>
            <SectionEditor
              section={section}
              index={index}
              count={draft.sections.length}
              sectionsTotalMessageId={sectionsTotal ? totalMessageId : undefined}
              onRemove={() => removeSection(index)}
            />
          </li>
        ))}
      </ol>
      <Alert kind="error">{lastSectionRefused && t(grantFormMessages.lastSection)}</Alert>
      <button type="button" className="button button-secondary" onClick={addSection}>
        {t(messages.addSection)}
      </button>
    </section>
  );
}
