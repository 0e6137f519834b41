import { uploadFieldsSchema, type UploadFields } from '@portal/contract';
import { DomainException, shownName } from '@portal/nest-kit';
import { uploadPartsSentence } from './upload-refusals.js';

const fieldNames = ['applicationId', 'questionKey'] as const;
type FieldName = (typeof fieldNames)[number];

function isFieldName(name: string): name is FieldName {
  return (fieldNames as readonly string[]).includes(name);
}

/**
 * The fields of an upload as they arrive, before or after the file: each known field once, and
 * nothing else (a part the upload does not have is refused rather than ignored, so a client's
 * mistake is told, not silently dropped).
 */
export class ReceivedUploadFields {
  private readonly values: Partial<Record<FieldName, string>> = {};

  add(name: string, value: string): void {
    if (name === 'file')
      throw new DomainException('file.parts', 'Send the file as a file part, with its name.');
    if (!isFieldName(name)) throw unknownPart(name);
    if (this.values[name] !== undefined)
      throw new DomainException('file.fields', `Send ${name} once.`);
    this.values[name] = value;
  }

  /** Both fields have come (they may still be invalid). */
  get complete(): boolean {
    return fieldNames.every((name) => this.values[name] !== undefined);
  }

  /** The fields, checked (400 `file.fields` with the first problem). */
  checked(): UploadFields {
    const missing = fieldNames.filter((name) => this.values[name] === undefined);
    if (missing.length > 0)
      throw new DomainException(
        'file.fields',
        `Send ${missing.join(' and ')} with the file (the application and the question it answers).`,
      );
    const checked = uploadFieldsSchema.safeParse(this.values);
    if (!checked.success)
      throw new DomainException(
        'file.fields',
        checked.error.issues[0]?.message ?? 'Send applicationId and questionKey.',
      );
    return checked.data;
  }
}

/** A part that no upload has (a field or a file under another name). */
export function unknownPart(name: string): DomainException {
  return new DomainException(
    'file.parts',
    `${uploadPartsSentence} ${shownName(name)} is not one of them.`,
  );
}
