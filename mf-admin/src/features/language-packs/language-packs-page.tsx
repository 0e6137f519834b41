import type { EditableLanguagePack } from '@portal/contract/languages';
import { LoadingStatus, QueryFailure, SelectField, useQuery } from '@portal/web-kit';
import { useState } from 'react';
import { useAdminMessages } from '../../i18n/admin-messages.js';
import { getEditablePacks } from './api/language-packs.js';
import { CreatePackForm } from './create-pack-form.js';
import { languagePackMessages as m } from './messages.js';
import { PackEditor } from './pack-editor.js';

/**
 * `/admin/languages` (admins, and staff with the languages flag): the nation's language packs.
 * Every message of the portal with its English and French text, where it appears and its
 * placeholders; the pack's text typed beside it and checked by the server as it is saved;
 * Publish (with who published which version), a PO file out and in for a translator working
 * offline, and a new pack.
 */
export function LanguagePacksPage() {
  const { t } = useAdminMessages();
  const packs = useQuery((signal) => getEditablePacks(signal), []);
  const [chosen, setChosen] = useState<string>();
  const list = packs.data ?? [];
  const pack = list.find((candidate) => candidate.code === chosen) ?? list[0];

  const created = (newPack: EditableLanguagePack) => {
    setChosen(newPack.code);
    packs.refresh();
  };

  return (
    <div className="page">
      <h1>{t(m.title)}</h1>
      <p>{t(m.intro)}</p>
      {packs.status === 'loading' ? (
        <LoadingStatus onRetry={packs.refresh}>{t(m.loading)}</LoadingStatus>
      ) : !packs.data ? (
        <QueryFailure error={packs.error} fallback={t(m.loadFailed)} onRetry={packs.refresh} />
      ) : list.length === 0 ? (
        <p className="empty-state">{t(m.noPacks)}</p>
      ) : (
        <>
          <SelectField
            name="pack"
            label={t(m.pack)}
            value={pack?.code ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            options={list.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }))}
            hint={
              pack &&
              t(m.packStatus, {
                version: pack.version === null ? 'none' : String(pack.version),
                drafts: pack.drafts,
              })
            }
          />
          {pack && <PackEditor key={pack.code} pack={pack} onPublished={packs.refresh} />}
        </>
      )}
      <CreatePackForm onCreated={created} />
    </div>
  );
}

export default LanguagePacksPage;
