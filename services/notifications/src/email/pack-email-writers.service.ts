import { Inject, Injectable, Logger } from '@nestjs/common';
import { languagePackEndpoints, type PublishedLanguagePack } from '@portal/contract';
import type { Catalogue } from '@portal/messages';
import type { InternalClient } from '@portal/nest-kit';
import { IDENTITY_SERVICE } from '../notifications/identity-directory.client.js';
import {
  createEmailWriter,
  emailWriter,
  interfaceCatalogues,
  type EmailWriter,
} from './email-language.js';

/** How long the list of published packs is kept: a publish reaches the emails within a minute. */
const publishedListMs = 60_000;

/**
 * Writers for the nation's language packs: an account whose language is a published pack gets
 * its emails in the pack's words (its `emails` catalogue, published in the portal without a
 * rebuild), falling back message by message to the pack's fallback language (French or
 * English), and marked with the pack's locale (`Content-Language`, the HTML's `lang`).
 *
 * The packs are identity's (its public `/api/language-packs`). A catalogue is kept per pack and
 * publication; the list of publications for a minute. When identity cannot say, the email goes
 * in the pack's fallback if known, English otherwise: an email late for its words is worse than
 * one in the second language.
 */
@Injectable()
export class PackEmailWriters {
  private readonly logger = new Logger('PackEmailWriters');
  private published: { packs: PublishedLanguagePack[]; until: number } | undefined;
  private readonly writers = new Map<string, EmailWriter>();

  constructor(@Inject(IDENTITY_SERVICE) private readonly identity: InternalClient) {}

  /** The writer of an account's language: English, French, or a published pack's. */
  async forLanguage(language: string | null | undefined): Promise<EmailWriter> {
    if (!language || language === 'en' || language.split('-')[0] === 'fr') {
      return emailWriter(language);
    }
    let pack: PublishedLanguagePack | undefined;
    try {
      pack = (await this.publishedPacks()).find((published) => published.code === language);
      if (!pack) return emailWriter('en');
      return await this.packWriter(pack);
    } catch (error) {
      this.logger.warn(
        `The ${language} pack's email words could not be read (${String(error)}); writing in ${pack?.fallback ?? 'en'}.`,
      );
      return emailWriter(pack?.fallback ?? 'en');
    }
  }

  private async publishedPacks(): Promise<PublishedLanguagePack[]> {
    if (this.published && this.published.until > Date.now()) return this.published.packs;
    const packs = await this.identity.call(languagePackEndpoints.published);
    this.published = { packs, until: Date.now() + publishedListMs };
    return packs;
  }

  private async packWriter(pack: PublishedLanguagePack): Promise<EmailWriter> {
    const key = `${pack.code}@${pack.version}`;
    const kept = this.writers.get(key);
    if (kept) return kept;
    const catalogue = (await this.identity.call(languagePackEndpoints.catalogue, {
      params: { code: pack.code, part: 'emails' },
    })) as Catalogue;
    // Dates in the pack's locale when Intl knows it, else in its fallback's.
    const fallback = emailWriter(pack.fallback);
    const dateLocale =
      Intl.DateTimeFormat.supportedLocalesOf(pack.locale).length > 0
        ? pack.locale
        : fallback.locale;
    const writer = createEmailWriter(
      pack.code,
      pack.locale,
      [{ locale: pack.locale, catalogue }, ...interfaceCatalogues(pack.fallback)],
      dateLocale,
    );
    // Older publications of the pack are of no more use.
    for (const old of this.writers.keys())
      if (old.startsWith(`${pack.code}@`)) this.writers.delete(old);
    this.writers.set(key, writer);
    return writer;
  }
}
