import { Inject, Injectable } from '@nestjs/common';
import { userInternalEndpoints } from '@portal/contract';
import { DomainException, InternalCallRefused, type InternalClient } from '@portal/nest-kit';
import { IDENTITY_SERVICE } from './other-services.js';

export interface StaffAccount {
  id: string;
  name: string;
  userType: string;
}

/** What identity says of people: the staff who may review, a card's holder, card numbers. */
@Injectable()
export class PeopleClient {
  constructor(@Inject(IDENTITY_SERVICE) private readonly identity: InternalClient) {}

  async staff(): Promise<StaffAccount[]> {
    return (await this.identity.call(userInternalEndpoints.staff)).staff;
  }

  /** The member holding the card; 404 with a sentence when no account does. */
  async holderOfCard(cardNumber: string): Promise<{ id: string; name: string }> {
    try {
      return await this.identity.call(userInternalEndpoints.byCardNumber, { body: { cardNumber } });
    } catch (error) {
      if (error instanceof InternalCallRefused && error.status === 404)
        throw new DomainException(
          'review.conflict_member',
          'No member account has this card number. Please check the number on the card.',
        );
      throw error;
    }
  }

  /** Names of these accounts (ids with no account left out). */
  async names(ids: string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (let start = 0; start < ids.length; start += 500) {
      const answer = await this.identity.call(userInternalEndpoints.contacts, {
        body: { ids: ids.slice(start, start + 500) },
      });
      for (const contact of answer.contacts) names.set(contact.id, contact.name);
    }
    return names;
  }

  async cardNumber(id: string): Promise<string | undefined> {
    return (await this.cardNumbers([id])).get(id);
  }

  /** Card numbers of these accounts (ids with none left out). */
  async cardNumbers(ids: string[]): Promise<Map<string, string>> {
    const numbers = new Map<string, string>();
    const unique = [...new Set(ids)];
    for (let start = 0; start < unique.length; start += 500) {
      const answer = await this.identity.call(userInternalEndpoints.cardNumbers, {
        body: { ids: unique.slice(start, start + 500) },
      });
      for (const { id, cardNumber } of answer.cardNumbers) numbers.set(id, cardNumber);
    }
    return numbers;
  }
}
