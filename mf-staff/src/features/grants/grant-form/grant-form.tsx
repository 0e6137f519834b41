import {
  checkGrant,
  grantStatuses,
  grantTypes,
  type GrantInput,
  type GrantStatus,
  type GrantType,
} from '@portal/contract/grants';
import {
  Alert,
  CheckboxField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@portal/web-kit';
import {
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from '@portal/web-kit/router';
import { focusFirstProblem } from './focus-first-problem.js';
import { describeProblems, type ProblemMessages } from './form-problems.js';
import { grantBody, type GrantDraft } from './grant-draft.js';
import { grantDraftReducer, type GrantDraftAction } from './grant-draft-reducer.js';
import { GrantFormContext, type GrantFormContextValue } from './grant-form-context.js';
import type { GrantFormWording } from './grant-form-wording.js';
import { grantFormMessages as messages } from './messages.js';
import { grantStatusName, grantTypeName } from '../../../shared/statuses/status-names.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';

import { KeptDraftNotice } from './kept-draft-notice.js';
import type { SaveFailure } from './save-failure.js';
import { SectionsEditor } from './sections-editor.js';
import { useKeptGrantDraft } from './use-kept-grant-draft.js';
import { useLeaveWarning } from './use-leave-warning.js';
import './grant-form.css';

/** One of the form's save buttons: Save Draft, Submit for Approval, Update Grant. */
export interface GrantFormAction<Intent extends string> {
  intent: Intent;
  label: string;
  /** What the button says while its save runs. */
  busyText: string;
  /** Styled as the main action. */
  primary?: boolean;
}

/** A save's outcome: saved (the form goes on to `goTo`), or why not. */
export type GrantSaveResult =
  { outcome: 'saved'; goTo: string } | { outcome: 'failed'; failure: SaveFailure };

export interface GrantFormProps<Intent extends string> {
  initialDraft: GrantDraft;
  /** The screen's wording of the weight totals (spec §5 words them per screen). */
  wording: GrantFormWording;
  actions: readonly GrantFormAction<Intent>[];
  /**
   * Sends a grant that follows the rules. Once it is saved the form goes where the page says;
   * a failure is shown here (the portal's sentence, or the page's fallback).
   */
  onSave: (intent: Intent, grant: GrantInput) => Promise<GrantSaveResult>;
  /**
   * Where this browser keeps the work until it is saved (`keptGrantKey`); none keeps nothing.
   * The form opens with work kept earlier, says so, and offers to discard it.
   */
  draftKey?: string | undefined;
  /** The edited grant's `updatedAt`, to tell kept work begun before a later save of it. */
  loadedVersion?: string | undefined;
  /** Asked once the grant follows the rules, before saving; false leaves the form as it is. */
  confirmSave?: () => Promise<boolean>;
  /** Where Cancel goes. */
  cancelTo: string;
}

type Notice = { kind: 'invalid' } | { kind: 'failed'; failure: SaveFailure };
type KeptNotice = 'restored' | 'discarded' | null;

/**
 * The grant form of `/create-grant` and `/grants/{id}/edit`: the grant's fields, a Status
 * select when the draft has a status (edit), the sections editor, and the page's save buttons.
 * The contract's `checkGrant` is the only judge: the weight totals it reports show as staff
 * type; everything else shows once a save is tried, which it blocks with 'Please fix the
 * validation errors before submitting' and focus on the first problem.
 */
export function GrantForm<Intent extends string>({
  initialDraft,
  wording,
  actions,
  onSave,
  confirmSave,
  cancelTo,
  draftKey,
  loadedVersion,
}: GrantFormProps<Intent>) {
  const navigate = useNavigate();
  const { t } = useStaffMessages();
  const typeOptions = useMemo(
    () => grantTypes.map((type) => ({ value: type, label: grantTypeName(type, t) })),
    [t],
  );
  const statusOptions = useMemo(
    () =>
      grantStatuses.map((status) => ({
        value: status,
        label: grantStatusName(status, t),
      })),
    [t],
  );
  const kept = useKeptGrantDraft(draftKey, loadedVersion ?? null);
  const [draft, dispatch] = useReducer(grantDraftReducer, kept.restored?.draft ?? initialDraft);
  const [keptNotice, setKeptNotice] = useState<KeptNotice>(kept.restored ? 'restored' : null);
  // Work differs from the grant as saved (or from a new grant): kept here, asked about on leaving.
  const savedBody = useMemo(() => JSON.stringify(grantBody(initialDraft)), [initialDraft]);
  const unsaved = useMemo(() => JSON.stringify(grantBody(draft)) !== savedBody, [draft, savedBody]);
  // Set once the grant is saved: the form's own way on is not a leaving of unsaved work.
  const saved = useRef(false);
  const leaveDialog = useLeaveWarning(unsaved, saved);
  const { keep, forget } = kept;
  useEffect(() => {
    if (saved.current) return;
    if (unsaved) keep(draft);
    else forget();
  }, [draft, unsaved, keep, forget]);
  const [attempted, setAttempted] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [serverProblems, setServerProblems] = useState<ProblemMessages>({});
  const [saving, setSaving] = useState<Intent | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // Which button sent the form (read in onSubmit; keyboard activation clicks too).
  const pressed = useRef<Intent | null>(null);

  const check = useMemo(() => checkGrant(grantBody(draft)), [draft]);
  const problems = useMemo(
    () => describeProblems(check.ok ? [] : check.problems, wording, t),
    [check, wording, t],
  );
  const fieldProblems = attempted ? { ...problems.fields, ...serverProblems } : serverProblems;

  const context: GrantFormContextValue = {
    change: (action: GrantDraftAction, focusAfter?: string) => {
      // The portal's problems were about what it was sent; this is something else.
      setServerProblems((current) => (Object.keys(current).length > 0 ? {} : current));
      if (!focusAfter) {
        dispatch(action);
        return;
      }
      flushSync(() => dispatch(action));
      formRef.current?.querySelector<HTMLElement>(focusAfter)?.focus();
    },
    fieldProblems,
    totals: problems.totals,
    attempted,
    wording,
    announce: setAnnouncement,
  };

  async function save(intent: Intent) {
    if (saving !== null) return;
    if (!check.ok) {
      flushSync(() => {
        setAttempted(true);
        setNotice({ kind: 'invalid' });
      });
      focusFirstProblem(formRef.current);
      return;
    }
    if (confirmSave && !(await confirmSave())) return;
    setNotice(null);
    setSaving(intent);
    const result = await onSave(intent, check.grant);
    if (result.outcome === 'saved') {
      saved.current = true;
      forget();
      void navigate(result.goTo);
      return;
    }
    flushSync(() => {
      setSaving(null);
      setNotice({ kind: 'failed', failure: result.failure });
      setServerProblems(result.failure.fields);
    });
    if (!focusFirstProblem(formRef.current)) noticeRef.current?.focus();
  }

  /** Back to the grant as saved (or a new grant), forgetting the kept work. */
  function discardKept() {
    forget();
    flushSync(() => {
      dispatch({ type: 'replace', draft: initialDraft });
      setKeptNotice('discarded');
      setAttempted(false);
      setNotice(null);
      setServerProblems({});
    });
    formRef.current?.querySelector<HTMLElement>('[name="title"]')?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = pressed.current ?? actions[0]?.intent;
    pressed.current = null;
    if (intent) void save(intent);
  }

  // Enter in a one-line field does not send this long form: a half-built grant would be saved
  // (or refused) by accident. The buttons send it.
  function keepEnterFromSending(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  }

  const set = (
    changes: Partial<Record<'title' | 'description' | 'openDate' | 'closeDate', string>>,
  ) => context.change({ type: 'change-grant', changes });
  const noticeContent =
    notice?.kind === 'failed' ? (
      <>
        <p>{notice.failure.message}</p>
        {notice.failure.note && <p>{notice.failure.note}</p>}
      </>
    ) : notice?.kind === 'invalid' && !check.ok ? (
      t(messages.fixValidationErrors)
    ) : null;

  return (
    <GrantFormContext value={context}>
      {keptNotice === 'restored' && kept.restored && (
        <KeptDraftNotice
          savedAt={kept.restored.savedAt}
          changedSince={
            loadedVersion !== undefined && kept.restored.loadedVersion !== loadedVersion
          }
          onDiscard={discardKept}
        />
      )}
      <Alert kind="info">{keptNotice === 'discarded' && t(messages.discarded)}</Alert>
      <form
        ref={formRef}
        className="form grant-form"
        noValidate
        onSubmit={submit}
        onKeyDown={keepEnterFromSending}
      >
        <TextField
          name="title"
          label={t(messages.title)}
          value={draft.title}
          required
          error={fieldProblems['title']}
          onChange={(event) => set({ title: event.target.value })}
        />
        <div className="grant-form-row">
          <SelectField
            name="type"
            label={t(messages.type)}
            options={typeOptions}
            value={draft.type}
            required
            error={fieldProblems['type']}
            onChange={(event) =>
              context.change({
                type: 'change-grant',
                changes: { type: event.target.value as GrantType },
              })
            }
          />
          {draft.status !== null && (
            <SelectField
              name="status"
              label={t(messages.status)}
              options={statusOptions}
              value={draft.status}
              error={fieldProblems['status']}
              onChange={(event) =>
                context.change({
                  type: 'change-grant',
                  changes: { status: event.target.value as GrantStatus },
                })
              }
            />
          )}
        </div>
        <TextAreaField
          name="description"
          label={t(messages.description)}
          rows={4}
          value={draft.description}
          error={fieldProblems['description']}
          onChange={(event) => set({ description: event.target.value })}
        />
        <div className="grant-form-row">
          <TextField
            name="openDate"
            label={t(messages.openDate)}
            type="datetime-local"
            hint={t(messages.torontoTime)}
            value={draft.openDate}
            required
            error={fieldProblems['openDate']}
            onChange={(event) => set({ openDate: event.target.value })}
          />
          <TextField
            name="closeDate"
            label={t(messages.closeDate)}
            type="datetime-local"
            hint={t(messages.torontoTime)}
            value={draft.closeDate}
            required
            error={fieldProblems['closeDate']}
            onChange={(event) => set({ closeDate: event.target.value })}
          />
        </div>
        <CheckboxField
          name="oneApplicationPerMember"
          label={t(messages.oneApplicationPerMember)}
          hint={t(messages.oneApplicationPerMemberHint)}
          checked={draft.oneApplicationPerMember}
          onChange={(event) =>
            context.change({
              type: 'change-grant',
              changes: { oneApplicationPerMember: event.target.checked },
            })
          }
        />
        <SectionsEditor draft={draft} />
        <Alert kind="error" ref={noticeRef} tabIndex={-1}>
          {noticeContent}
        </Alert>
        <div className="actions grant-form-actions">
          {actions.map((action) => (
            <SubmitButton
              key={action.intent}
              busy={saving === action.intent}
              busyText={action.busyText}
              disabled={saving !== null}
              className={action.primary ? undefined : 'button-secondary'}
              onClick={() => {
                pressed.current = action.intent;
              }}
            >
              {action.label}
            </SubmitButton>
          ))}
          <Link to={cancelTo}>{t(messages.cancel)}</Link>
        </div>
      </form>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {leaveDialog}
    </GrantFormContext>
  );
}
