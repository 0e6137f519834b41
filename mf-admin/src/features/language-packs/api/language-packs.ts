import {
  languagePackCalls,
  type CreateLanguagePackRequest,
  type EditableLanguagePack,
  type LanguagePackImportResult,
  type LanguagePackMessage,
  type LanguagePackPublication,
} from '@portal/contract/languages';
import { pathFor } from '@portal/contract/http';
import {
  api,
  ApiRequestError,
  callEndpoint,
  expectAnswer,
  parseApiError,
  sessionStore,
  unreachableMessage,
} from '@portal/web-kit';

/** `GET /api/language-packs/editing`: every pack, published or not. */
export function getEditablePacks(signal?: AbortSignal): Promise<EditableLanguagePack[]> {
  return callEndpoint(languagePackCalls.editing, { signal });
}

/** `POST /api/language-packs`. */
export function createPack(pack: CreateLanguagePackRequest): Promise<EditableLanguagePack> {
  return callEndpoint(languagePackCalls.create, { body: pack });
}

/** `GET /api/language-packs/{code}/messages`: every message with the pack's texts. */
export function getPackMessages(
  code: string,
  signal?: AbortSignal,
): Promise<LanguagePackMessage[]> {
  return callEndpoint(languagePackCalls.messages, { params: { code }, signal });
}

/** `PUT /api/language-packs/{code}/messages/{id}`: a draft text, or null to clear it. */
export function saveDraft(
  code: string,
  id: string,
  text: string | null,
): Promise<LanguagePackMessage> {
  return callEndpoint(languagePackCalls.saveDraft, { params: { code, id }, body: { text } });
}

/** `POST /api/language-packs/{code}/publications`: the drafts become the next version. */
export function publishPack(code: string): Promise<LanguagePackPublication> {
  return callEndpoint(languagePackCalls.publish, { params: { code } });
}

/** `GET /api/language-packs/{code}/publications`: who published which version, when. */
export function getPublications(
  code: string,
  signal?: AbortSignal,
): Promise<LanguagePackPublication[]> {
  return callEndpoint(languagePackCalls.publications, { params: { code }, signal });
}

/** `GET /api/language-packs/{code}/export.po`, saved as `<code>.po`. */
export function exportPo(code: string): Promise<boolean> {
  return api.downloadFile(pathFor(languagePackCalls.exportPo, { code }), `${code}.po`);
}

/**
 * `POST /api/language-packs/{code}/import` with the PO file as the body. Sent with fetch here:
 * the API client sends JSON or multipart bodies only, and the import takes the file as it is
 * (`text/x-gettext-translation`).
 */
export async function importPo(code: string, file: File): Promise<LanguagePackImportResult> {
  const token = sessionStore.getState().token;
  let response: Response;
  try {
    response = await fetch(pathFor(languagePackCalls.importPo, { code }), {
      method: 'POST',
      headers: {
        'Content-Type': 'text/x-gettext-translation',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  } catch (error) {
    throw new ApiRequestError(0, undefined, { cause: error, message: unreachableMessage });
  }
  const text = await response.text();
  if (!response.ok)
    throw new ApiRequestError(response.status, parseApiError(response.status, text));
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = undefined;
  }
  return expectAnswer(languagePackCalls.importPo, answer) as LanguagePackImportResult;
}
