// gettext-parser ships no types: the part of its API the PO export and import use.
declare module 'gettext-parser' {
  export interface PoEntry {
    msgctxt?: string;
    msgid: string;
    msgid_plural?: string;
    msgstr: string[];
    comments?: {
      translator?: string;
      extracted?: string;
      reference?: string;
      flag?: string;
      previous?: string;
    };
  }
  export interface PoFile {
    charset: string;
    headers: Record<string, string>;
    translations: Record<string, Record<string, PoEntry>>;
  }
  export const po: {
    parse(
      input: string | Buffer,
      options?: { defaultCharset?: string; validation?: boolean },
    ): PoFile;
    compile(table: PoFile, options?: { foldLength?: number; sort?: boolean }): Buffer;
  };
}
