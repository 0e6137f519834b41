import { Injectable, type PipeTransform } from '@nestjs/common';
import {
  languagePackCodePattern,
  languagePackParts,
  type LanguagePackPart,
} from '@portal/contract';
import { DomainException } from '@portal/nest-kit';

/** A pack's code from the path: anything that cannot be a code names no pack (404). */
@Injectable()
export class LanguagePackCodePipe implements PipeTransform<string, string> {
  transform(code: string): string {
    if (typeof code !== 'string' || !languagePackCodePattern.test(code))
      throw new DomainException('languages.pack_not_found', 'There is no such language pack.');
    return code;
  }
}

/** A part of the portal from the path (shell, kit, member, staff, admin). */
@Injectable()
export class LanguagePackPartPipe implements PipeTransform<string, LanguagePackPart> {
  transform(part: string): LanguagePackPart {
    if (!(languagePackParts as readonly string[]).includes(part))
      throw new DomainException(
        'request.not_found',
        `The portal's parts are ${languagePackParts.join(', ')}.`,
      );
    return part as LanguagePackPart;
  }
}
