import { Injectable } from '@nestjs/common';
import type {
  CreateLanguagePackRequest,
  EditableLanguagePack,
  LanguagePackCatalogue,
  LanguagePackImportResult,
  LanguagePackMessage,
  LanguagePackPart,
  LanguagePackPublication,
  LanguagePackRefusal,
  PublishedLanguagePack,
  UpdateLanguagePackRequest,
} from '@portal/contract';
import { translationProblem } from '@portal/messages/checks';
import { portalMessages, type PortalMessage } from '@portal/messages/inventory';
import { DomainException } from '@portal/nest-kit';
import { AccountsService } from '../accounts/accounts.service.js';
import { compileCatalogues } from './language-pack-catalogues.js';
import { syllabicsFontFor } from './language-pack-font.js';
import { packToPo, translationsInPo } from './language-pack-po.js';
import { LanguagePackEntity, LanguagePackPublicationEntity } from './language-pack.entities.js';
import { LanguagePacksRepository } from './language-packs.repository.js';

/** A publication the pages ask for: the current one unless `?version=` names another. */
export interface RequestedPublication {
  version: number;
  /** Whether it is the pack's current publication, asked for by number (cached for good). */
  currentByNumber: boolean;
}

/**
 * The nation's language packs: editors type the pack's text for each message of the portal
 * (drafts), every text checked against its English message (placeholders kept, ICU syntax sound,
 * at most 4,000 characters); a publish makes the drafts a new version that the pages load, with
 * its catalogues compiled and, for syllabics, a font subset to the characters used.
 */
@Injectable()
export class LanguagePacksService {
  private readonly messagesById = new Map(portalMessages().map((message) => [message.id, message]));

  constructor(
    private readonly packs: LanguagePacksRepository,
    private readonly accounts: AccountsService,
  ) {}

  async published(): Promise<PublishedLanguagePack[]> {
    const packs = await this.packs.published();
    return packs.map((pack) => ({
      code: pack.code,
      name: pack.name,
      locale: pack.locale,
      script: pack.script,
      version: pack.currentVersion as number,
      fallback: pack.fallback,
      font: pack.hasFont,
    }));
  }

  async editing(): Promise<EditableLanguagePack[]> {
    const [packs, drafts] = await Promise.all([this.packs.packs(), this.packs.draftCounts()]);
    return packs.map((pack) => editable(pack, drafts.get(pack.code) ?? 0));
  }

  async create(
    request: Required<CreateLanguagePackRequest>,
    by: string,
  ): Promise<EditableLanguagePack> {
    const pack = Object.assign(new LanguagePackEntity(), {
      ...request,
      currentVersion: null,
      createdBy: by,
      createdAt: new Date(),
    });
    if (!(await this.packs.insertPack(pack)))
      throw new DomainException(
        'languages.pack_exists',
        `There is already a language pack with the code ${request.code}.`,
      );
    return editable(pack, 0);
  }

  async update(
    code: string,
    details: Required<UpdateLanguagePackRequest>,
  ): Promise<EditableLanguagePack> {
    const pack = await this.pack(code);
    Object.assign(pack, details);
    await this.packs.savePack(pack);
    const drafts = await this.packs.drafts(code);
    return editable(pack, drafts.size);
  }

  async messages(code: string): Promise<LanguagePackMessage[]> {
    const pack = await this.pack(code);
    const [drafts, published] = await Promise.all([
      this.packs.drafts(code),
      this.currentTexts(pack),
    ]);
    return portalMessages().map((message) => toEditedMessage(message, drafts, published));
  }

  /** Sets (or, with null, clears) one message's draft, refused with the key and the reason. */
  async saveDraft(
    code: string,
    id: string,
    text: string | null,
    by: string,
  ): Promise<LanguagePackMessage> {
    const pack = await this.pack(code);
    const message = this.messageOf(id);
    if (text === null) {
      await this.packs.clearDraft(code, id);
    } else {
      const problem = translationProblem(message.english, text);
      if (problem)
        throw new DomainException('languages.translation_invalid', `${id}: ${problem}`, {
          details: [{ field: id, message: problem, code: 'languages.translation_invalid' }],
        });
      await this.packs.saveDrafts(code, new Map([[id, text]]), by, new Date());
    }
    const [drafts, published] = await Promise.all([
      this.packs.drafts(code),
      this.currentTexts(pack),
    ]);
    return toEditedMessage(message, drafts, published);
  }

  /**
   * Publishes the drafts as the next version. Every draft is checked again (the English may have
   * changed since it was typed); any failure refuses the whole publish and the published pack
   * stays as it was.
   */
  async publish(code: string, by: string): Promise<LanguagePackPublication> {
    const publication = await this.packs.transaction(async (manager) => {
      const pack = await this.packs.lockPack(code, manager);
      if (!pack) throw packNotFound(code);
      const drafts = await this.packs.drafts(code, manager);
      const texts: Record<string, string> = {};
      const refused: LanguagePackRefusal[] = [];
      for (const [id, text] of [...drafts].sort(([first], [second]) =>
        first.localeCompare(second),
      )) {
        // A draft for a message the portal no longer has is kept, but not published.
        const message = this.messagesById.get(id);
        if (!message) continue;
        const problem = translationProblem(message.english, text);
        if (problem) refused.push({ id, reason: problem });
        else texts[id] = text;
      }
      if (refused.length > 0)
        throw new DomainException(
          'languages.publish_refused',
          `The pack was not published: ${refused.map((refusal) => `${refusal.id}: ${refusal.reason}`).join(' ')}`,
          {
            details: refused.map((refusal) => ({
              field: refusal.id,
              message: refusal.reason,
              code: 'languages.translation_invalid',
            })),
          },
        );
      if (Object.keys(texts).length === 0)
        throw new DomainException(
          'languages.nothing_to_publish',
          'Translate at least one message before publishing the pack.',
        );
      const row = Object.assign(new LanguagePackPublicationEntity(), {
        packCode: code,
        version: (await this.packs.lastVersion(code, manager)) + 1,
        texts,
        catalogues: compileCatalogues(texts),
        font: pack.script === 'Cans' ? await syllabicsFontFor(Object.values(texts)) : null,
        publishedBy: by,
        publishedAt: new Date(),
      });
      await this.packs.insertPublication(row, manager);
      pack.currentVersion = row.version;
      await this.packs.savePack(pack, manager);
      return row;
    });
    const [named] = await this.withNames([
      {
        version: publication.version,
        publishedBy: publication.publishedBy,
        publishedAt: publication.publishedAt,
        messages: Object.keys(publication.texts).length,
        fontBytes: publication.font?.length ?? null,
      },
    ]);
    if (!named) throw new Error('A publication without its summary');
    return named;
  }

  async publications(code: string): Promise<LanguagePackPublication[]> {
    await this.pack(code);
    return this.withNames(await this.packs.publications(code));
  }

  /** Which publication a page asks for; refused when the pack is not published or has no such one. */
  async requested(code: string, version: number | undefined): Promise<RequestedPublication> {
    const pack = await this.pack(code);
    if (pack.currentVersion === null) throw packNotFound(code);
    if (version === undefined) return { version: pack.currentVersion, currentByNumber: false };
    return { version, currentByNumber: version === pack.currentVersion };
  }

  async catalogue(
    code: string,
    part: LanguagePackPart,
    version: number,
  ): Promise<LanguagePackCatalogue> {
    const catalogue = await this.packs.catalogue(code, version, part);
    if (catalogue === undefined) throw versionNotFound(code, version);
    return catalogue;
  }

  async font(code: string, version: number): Promise<Buffer> {
    const font = await this.packs.font(code, version);
    if (font === undefined) throw versionNotFound(code, version);
    if (font === null)
      throw new DomainException(
        'languages.font_not_found',
        `The language pack ${code} is written in Latin letters and has no font of its own.`,
      );
    return font;
  }

  /** The drafts as a PO file: every message, translated or not. */
  async exportPo(code: string): Promise<Buffer> {
    const pack = await this.pack(code);
    return packToPo(pack, portalMessages(), await this.packs.drafts(code));
  }

  /** A PO file's translations as drafts, each checked on its own: the good ones are taken. */
  async importPo(code: string, file: string, by: string): Promise<LanguagePackImportResult> {
    await this.pack(code);
    let translations;
    try {
      translations = translationsInPo(file);
    } catch (error) {
      throw new DomainException(
        'languages.import_invalid',
        `The file is not a PO file that can be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const taken = new Map<string, string>();
    const refused: LanguagePackRefusal[] = [];
    for (const { id, text } of translations) {
      const message = this.messagesById.get(id);
      const problem = message
        ? translationProblem(message.english, text)
        : 'The portal has no message with this key.';
      if (problem) refused.push({ id, reason: problem });
      else taken.set(id, text);
    }
    await this.packs.saveDrafts(code, taken, by, new Date());
    return { taken: taken.size, refused };
  }

  private async pack(code: string): Promise<LanguagePackEntity> {
    const pack = await this.packs.findPack(code);
    if (!pack) throw packNotFound(code);
    return pack;
  }

  private messageOf(id: string): PortalMessage {
    const message = this.messagesById.get(id);
    if (!message)
      throw new DomainException('languages.message_not_found', `The portal has no message ${id}.`);
    return message;
  }

  private async currentTexts(pack: LanguagePackEntity): Promise<Record<string, string>> {
    if (pack.currentVersion === null) return {};
    return (await this.packs.publishedTexts(pack.code, pack.currentVersion)) ?? {};
  }

  /** Who published, by name (names are stored encrypted with the accounts, decisions §5). */
  private async withNames(
    publications: {
      version: number;
      publishedBy: string;
      publishedAt: Date;
      messages: number;
      fontBytes: number | null;
    }[],
  ): Promise<LanguagePackPublication[]> {
    const contacts = await this.accounts.contacts(publications.map((row) => row.publishedBy));
    const names = new Map(contacts.map((contact) => [contact.id, contact.name]));
    return publications.map((row) => ({
      version: row.version,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: { id: row.publishedBy, name: names.get(row.publishedBy) ?? 'A deleted account' },
      messages: row.messages,
      fontBytes: row.fontBytes,
    }));
  }
}

function editable(pack: LanguagePackEntity, drafts: number): EditableLanguagePack {
  return {
    code: pack.code,
    name: pack.name,
    locale: pack.locale,
    script: pack.script,
    fallback: pack.fallback,
    version: pack.currentVersion,
    drafts,
    createdAt: pack.createdAt.toISOString(),
  };
}

function toEditedMessage(
  message: PortalMessage,
  drafts: ReadonlyMap<string, string>,
  published: Readonly<Record<string, string>>,
): LanguagePackMessage {
  return {
    ...message,
    placeholders: [...message.placeholders],
    draft: drafts.get(message.id) ?? null,
    published: published[message.id] ?? null,
  };
}

function packNotFound(code: string): DomainException {
  return new DomainException('languages.pack_not_found', `There is no language pack ${code}.`);
}

function versionNotFound(code: string, version: number): DomainException {
  return new DomainException(
    'languages.version_not_found',
    `The language pack ${code} has no publication ${version}.`,
  );
}
