import { Alert, errorMessage, SubmitButton, TextAreaField } from '@portal/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/web-kit/router';
import { createGrant } from '../api/create-grant.js';
import { savedNotice } from '../grant-detail/saved-notice.js';
import { GrantView } from '../grant-view/grant-view.js';
import { checkGrantJson, type GrantJsonCheck } from './check-grant-json.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { quickAddMessages as messages } from './messages.js';
import { sampleGrantJson } from './sample-grant.js';

/**
 * Where validation stands: never run, run on the text now in the box, or run on a text that has
 * changed since (which counts as not validated: Save needs the current text validated).
 */
type Validation =
  { kind: 'none' } | { kind: 'checked'; text: string; check: GrantJsonCheck } | { kind: 'changed' };

/**
 * `/quick-add-grant` (spec §2, §5): paste a grant as JSON, Validate (the issues listed with their
 * count), check the preview (the same view as `/grants/{id}`), then Save Grant, which creates a
 * draft and opens it. Saving needs a successful validation of the text as it is now.
 */
export function QuickAddGrantPage() {
  const navigate = useNavigate();
  const { t } = useStaffMessages();
  const previewHeadingId = useId();
  const [text, setText] = useState('');
  const [validation, setValidation] = useState<Validation>({ kind: 'none' });
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const check = validation.kind === 'checked' && validation.text === text ? validation.check : null;

  function changeText(next: string) {
    setText(next);
    setSaveProblem(null);
    setValidation((current) => (current.kind === 'none' ? current : { kind: 'changed' }));
  }

  function loadSample() {
    setText(sampleGrantJson());
    setSaveProblem(null);
    setValidation({ kind: 'none' });
  }

  function validate() {
    setSaveProblem(null);
    setValidation({ kind: 'checked', text, check: checkGrantJson(text) });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (!check?.ok) {
      setSaveProblem(t(messages.validateFirst));
      return;
    }
    setSaveProblem(null);
    setSaving(true);
    try {
      const created = await createGrant(check.grant);
      // The new grant's page: what was stored, its history, and Edit from there.
      await navigate(`/grants/${created._id}`, {
        state: savedNotice(t(messages.saved, { title: created.title })),
      });
    } catch (error) {
      setSaveProblem(errorMessage(error, t(messages.createFailed)));
      setSaving(false);
    }
  }

  return (
    <div className="page">
      <h1>{t(messages.title)}</h1>
      <p className="lead">{t(messages.lead)}</p>
      <ul className="actions page-actions">
        <li>
          <button type="button" className="button button-secondary" onClick={loadSample}>
            {t(messages.loadSample)}
          </button>
        </li>
        <li>
          <Link to="/grants" className="link-standalone">
            {t(messages.backToGrants)}
          </Link>
        </li>
      </ul>
      <form className="form" noValidate onSubmit={(event) => void save(event)}>
        <TextAreaField
          name="grantJson"
          label={t(messages.jsonLabel)}
          hint={t(messages.jsonHint)}
          rows={16}
          className="field-code"
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          value={text}
          onChange={(event) => changeText(event.target.value)}
        />
        <div className="actions form-actions">
          <button type="button" className="button button-secondary" onClick={validate}>
            {t(messages.validate)}
          </button>
          <SubmitButton busy={saving} busyText={t(messages.saving)}>
            {t(messages.save)}
          </SubmitButton>
        </div>
      </form>
      <Alert kind="error">
        {(saveProblem || check?.ok === false) && (
          <>
            {saveProblem && <p>{saveProblem}</p>}
            {check?.ok === false && <IssueList issues={check.issues} />}
          </>
        )}
      </Alert>
      <Alert kind={validation.kind === 'changed' ? 'info' : 'success'}>
        {validation.kind === 'changed' ? t(messages.changed) : check?.ok && t(messages.valid)}
      </Alert>
      {check?.ok && (
        <section className="preview" aria-labelledby={previewHeadingId}>
          <h2 id={previewHeadingId}>{t(messages.preview)}</h2>
          <h3 className="preview-title">{check.grant.title}</h3>
          {/* Saved as a draft whatever the JSON says: the preview shows no other status. */}
          <GrantView grant={{ ...check.grant, status: undefined }} headingLevel={3} />
        </section>
      )}
    </div>
  );
}

function IssueList({ issues }: { issues: readonly string[] }) {
  const { t } = useStaffMessages();
  return (
    <>
      <p className="issue-count">{t(messages.issueCount, { count: issues.length })}</p>
      <ul className="issue-list">
        {issues.map((issue, index) => (
          <li key={index}>{issue}</li>
        ))}
      </ul>
    </>
  );
}
