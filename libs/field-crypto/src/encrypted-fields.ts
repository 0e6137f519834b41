import { FieldCipher } from './field-cipher.js';

/** How a clear value becomes the text that is encrypted, and back. */
export interface FieldCodec<Value> {
  toText(value: Value): string;
  fromText(text: string): Value;
}

/** A value that is text already. */
export const asText: FieldCodec<string> = { toText: (value) => value, fromText: (text) => text };

/** A value kept as its JSON (answers, a list): JSON.parse gives it back as it was written. */
export function asJson<Value>(): FieldCodec<Value> {
  return {
    toText: (value) => JSON.stringify(value),
    fromText: (text) => JSON.parse(text) as Value,
  };
}

/**
 * One encrypted column: the entity property that holds the ciphertext, and its place — the
 * `<table>.<column>:<row id>` text bound into the ciphertext as associated data, so that a value
 * copied to another column or row does not decrypt. The place is part of the stored format.
 */
export interface EncryptedField<
  Context,
  Column extends string,
  Value,
  Stored extends string | null,
> {
  readonly column: Column;
  readonly place: (context: Context) => string;
  readonly codec: FieldCodec<NonNullable<Value>>;
  readonly nullable: Stored extends string ? false : true;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field's value type
type AnyField<Context> = EncryptedField<Context, string, any, string | null>;

type ValueOf<Field> =
  Field extends EncryptedField<never, string, infer Value, never> ? Value : never;
type StoredOf<Field> =
  Field extends EncryptedField<never, string, unknown, infer Stored> ? Stored : never;

/** The clear record a declaration describes: each declared name with its value. */
export type ClearOf<Fields> = {
  [Name in keyof Fields]: ValueOf<Fields[Name]>;
};

/** The stored columns a declaration describes: each ciphertext under its column's name. */
export type SealedOf<Fields> = {
  [
    Name in keyof Fields as Fields[Name] extends EncryptedField<never, infer Column, unknown, never>
      ? Column
      : never
  ]: StoredOf<Fields[Name]>;
};

/** The builders of one record's fields, for one kind of context (what its places are made of). */
export interface FieldBuilders<Context> {
  /** A column that always holds a value: text, or what `codec` turns into text (`asJson`). */
  required<Column extends string>(
    column: Column,
    place: (context: Context) => string,
  ): EncryptedField<Context, Column, string, string>;
  required<Column extends string, Value>(
    column: Column,
    place: (context: Context) => string,
    codec: FieldCodec<Value>,
  ): EncryptedField<Context, Column, Value, string>;
  /** A column that may be NULL: null stays null, unencrypted. */
  optional<Column extends string>(
    column: Column,
    place: (context: Context) => string,
  ): EncryptedField<Context, Column, string | null, string | null>;
  optional<Column extends string, Value>(
    column: Column,
    place: (context: Context) => string,
    codec: FieldCodec<Value>,
  ): EncryptedField<Context, Column, Value | null, string | null>;
}

function builders<Context>(): FieldBuilders<Context> {
  const field = (
    column: string,
    place: (context: Context) => string,
    codec: FieldCodec<unknown> | undefined,
    nullable: boolean,
  ) => ({ column, place, codec: codec ?? asText, nullable }) as never;
  return {
    required: (column: string, place: (context: Context) => string, codec?: FieldCodec<unknown>) =>
      field(column, place, codec, false),
    optional: (column: string, place: (context: Context) => string, codec?: FieldCodec<unknown>) =>
      field(column, place, codec, true),
  };
}

/**
 * Declares the encrypted columns of one record: which clear field goes to which column, and the
 * place each value is bound to, from the record's context (usually its row id):
 *
 * ```ts
 * const notice = encryptedRecord((field: FieldBuilders<{ id: string }>) => ({
 *   message: field.required('messageEncrypted', ({ id }) => `notices.message:${id}`),
 * }));
 * ```
 */
export function encryptedRecord<Context, Fields extends Record<string, AnyField<Context>>>(
  declare: (field: FieldBuilders<Context>) => Fields,
): RecordDeclaration<Context, Fields> {
  return { fields: declare(builders<Context>()) };
}

export interface RecordDeclaration<Context, Fields extends Record<string, AnyField<Context>>> {
  readonly fields: Fields;
}

/**
 * A declared record with the service's key: encrypts a clear record into its columns and back.
 * A value that does not decrypt throws `FieldDecryptionError`, naming the place, never the value.
 */
export class EncryptedRecord<Context, Fields extends Record<string, AnyField<Context>>> {
  constructor(
    private readonly cipher: FieldCipher,
    private readonly fields: Fields,
  ) {}

  encrypt(context: Context, clear: ClearOf<Fields>): SealedOf<Fields> {
    const sealed: Record<string, string | null> = {};
    for (const name of Object.keys(this.fields))
      sealed[this.fields[name].column] = this.encryptField(name, context, clear[name]);
    return sealed as SealedOf<Fields>;
  }

  decrypt(context: Context, sealed: SealedOf<Fields>): ClearOf<Fields> {
    const clear: Record<string, unknown> = {};
    for (const name of Object.keys(this.fields)) {
      const stored = (sealed as Record<string, string | null>)[this.fields[name].column];
      clear[name] = this.decryptField(name, context, stored as never);
    }
    return clear as ClearOf<Fields>;
  }

  /** One field alone (a list that shows a name, a check that a value opens). */
  encryptField<Name extends keyof Fields & string>(
    name: Name,
    context: Context,
    value: ValueOf<Fields[Name]>,
  ): StoredOf<Fields[Name]> {
    const field = this.fields[name];
    if (value === null || value === undefined) return this.nullFor(field) as never;
    return this.cipher.encrypt(field.codec.toText(value), field.place(context)) as never;
  }

  decryptField<Name extends keyof Fields & string>(
    name: Name,
    context: Context,
    stored: StoredOf<Fields[Name]>,
  ): ValueOf<Fields[Name]> {
    const field = this.fields[name];
    if (stored === null || stored === undefined) return this.nullFor(field) as never;
    return field.codec.fromText(this.cipher.decrypt(stored, field.place(context))) as ValueOf<
      Fields[Name]
    >;
  }

  private nullFor(field: AnyField<Context>): null {
    if (!field.nullable) throw new Error(`${field.column} is declared required and has no value`);
    return null;
  }
}

/** A service's declaration: its key's purpose, its key check, and its records. */
export interface FieldEncryptionDeclaration<
  Records extends Record<string, RecordDeclaration<never, Record<string, AnyField<never>>>>,
> {
  /** The HKDF purpose (`<service>.fields/aes-256-gcm/v1`): part of the stored format. */
  purpose: string;
  /** The known text of nest-kit's encryptionKeyCheck and the place it is bound to. */
  keyCheck: { text: string; place: string };
  records: Records;
}

type RecordsOf<Records> = {
  [Name in keyof Records]: Records[Name] extends RecordDeclaration<infer Context, infer Fields>
    ? EncryptedRecord<Context, Fields>
    : never;
};

/**
 * The personal data a service keeps at rest (decisions §5), from its declaration: one key derived
 * from DATA_ENCRYPTION_KEY for the declared purpose, a record for each declared record, and the
 * key check (`keyCheckValue`, `opensKeyCheck`) that nest-kit's encryptionKeyCheck asks for.
 * A service's cipher is a class that extends this with its declaration (for injection).
 */
export class FieldEncryption<
  Records extends Record<string, RecordDeclaration<never, Record<string, AnyField<never>>>>,
> {
  readonly records: RecordsOf<Records>;
  private readonly cipher: FieldCipher;
  private readonly keyCheck: { text: string; place: string };

  constructor(dataEncryptionKey: string, declaration: FieldEncryptionDeclaration<Records>) {
    this.cipher = new FieldCipher(dataEncryptionKey, declaration.purpose);
    this.keyCheck = declaration.keyCheck;
    const records: Record<string, unknown> = {};
    for (const [name, record] of Object.entries(declaration.records))
      records[name] = new EncryptedRecord(this.cipher, record.fields as Record<string, never>);
    this.records = records as RecordsOf<Records>;
  }

  /** A value only this key opens, kept to tell at start whether the key is the data's. */
  keyCheckValue(): string {
    return this.cipher.encrypt(this.keyCheck.text, this.keyCheck.place);
  }

  opensKeyCheck(stored: string): boolean {
    try {
      return this.cipher.decrypt(stored, this.keyCheck.place) === this.keyCheck.text;
    } catch {
      return false;
    }
  }
}
