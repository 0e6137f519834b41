import type { GrantInput } from '@portal/contract/grants';
import { useSession } from '@portal/web-kit';
import { useMemo, useRef, useState } from 'react';
import { createGrant } from '../api/create-grant.js';
import { submitGrant } from '../api/submit-grant.js';
import { updateGrant } from '../api/update-grant.js';
import { newGrantDraft } from '../grant-form/grant-draft.js';
import { GrantForm, type GrantFormAction, type GrantSaveResult } from '../grant-form/grant-form.js';
import { createGrantWording } from '../grant-form/grant-form-wording.js';
import { keptGrantKey } from '../grant-form/kept-grant-draft.js';
import { describeSaveFailure } from '../grant-form/save-failure.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { createGrantMessages as messages } from './messages.js';

type CreateIntent = 'draft' | 'submit';

/**
 * `/create-grant` (spec §2, §4, §5): Save Draft creates the grant; Submit for Approval creates it
 * and then submits it. The shell's guard (the contract's access table) lets only reviewers in.
 *
 * After saving, the page goes to the new grant's `/grants/{id}`, not to the list: staff see at
 * once what was stored and its status (Draft or Pending Approval), with Edit at hand, which a
 * list of every grant would make them look for. Until then the work is kept in this browser
 * (the form's `draftKey`), and leaving it asks first.
 */
export default function CreateGrantPage() {
  const { user } = useSession();
  const { t } = useStaffMessages();
  const actions = useMemo<readonly GrantFormAction<CreateIntent>[]>(
    () => [
      { intent: 'draft', label: t(messages.saveDraft), busyText: t(messages.saving) },
      {
        intent: 'submit',
        label: t(messages.submit),
        busyText: t(messages.submitting),
        primary: true,
      },
    ],
    [t],
  );
  const [initialDraft] = useState(() =>
    newGrantDraft({
      label: t(messages.firstSectionLabel),
      description: t(messages.firstSectionDescription),
    }),
  );
  // Once created, the grant exists: a second press (after a failed submit) updates and
  // submits that one instead of creating a copy.
  const createdId = useRef<string | null>(null);

  async function save(intent: CreateIntent, grant: GrantInput): Promise<GrantSaveResult> {
    let id = createdId.current;
    try {
      id = (id ? await updateGrant(id, grant) : await createGrant(grant))._id;
      createdId.current = id;
    } catch (error) {
      return {
        outcome: 'failed',
        failure: describeSaveFailure(error, t(messages.createFailed)),
      };
    }
    if (intent === 'submit') {
      try {
        await submitGrant(id);
      } catch (error) {
        const failure = describeSaveFailure(error, t(messages.submitFailed));
        return { outcome: 'failed', failure: { ...failure, note: t(messages.savedAsDraft) } };
      }
    }
    return { outcome: 'saved', goTo: `/grants/${id}` };
  }

  return (
    <div className="page grant-page">
      <h1>{t(messages.title)}</h1>
      <GrantForm
        initialDraft={initialDraft}
        wording={createGrantWording}
        actions={actions}
        onSave={save}
        cancelTo="/grants"
        draftKey={user ? keptGrantKey(user._id, null) : undefined}
      />
    </div>
  );
}
