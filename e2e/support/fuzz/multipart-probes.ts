import type { Endpoint } from '@portal/contract/http';
import fc from 'fast-check';
import type { FuzzWorld, Role } from './fuzz-world.js';
import { drawer, type Probe } from './probes.js';

interface Part {
  name: string;
  /** Raw header value after `form-data; ` (name and filename as they go on the wire). */
  disposition?: string;
  type?: string;
  content: Buffer;
}

const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** The bytes of a multipart body with these parts (`closing`: the final boundary). */
function multipart(parts: Part[], { closing = true, separator = boundary } = {}): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.disposition ?? `name="${part.name}"`;
    let head = `--${separator}\r\nContent-Disposition: form-data; ${disposition}\r\n`;
    if (part.type) head += `Content-Type: ${part.type}\r\n`;
    pieces.push(Buffer.from(`${head}\r\n`, 'latin1'), part.content, Buffer.from('\r\n'));
  }
  if (closing) pieces.push(Buffer.from(`--${separator}--\r\n`));
  return Buffer.concat(pieces);
}

/**
 * Upload shapes (the files service's multipart): no boundary, the wrong one, cut short, fields
 * only, the file only, the three parts in every order, hostile field values and file names.
 */
export function multipartProbes(
  name: string,
  endpoint: Endpoint,
  role: Role,
  world: FuzzWorld,
  seed: number,
): Probe[] {
  const draw = drawer(seed, `${name} ${role} multipart`);
  const field = (fieldName: string, value: string | Buffer): Part => ({
    name: fieldName,
    content: typeof value === 'string' ? Buffer.from(value, 'utf8') : value,
  });
  const applicationId = field('applicationId', world.ids.application);
  const questionKey = field('questionKey', world.fileQuestionKey);
  const file = (filename: string | Buffer = 'enrolment.pdf', content = pdf): Part => ({
    name: 'file',
    disposition: Buffer.concat([
      Buffer.from('name="file"; filename="'),
      typeof filename === 'string' ? Buffer.from(filename, 'utf8') : filename,
      Buffer.from('"'),
    ]).toString('latin1'),
    type: 'application/pdf',
    content,
  });
  const valid = [applicationId, questionKey, file()];
  const whole = multipart(valid);
  const type = `multipart/form-data; boundary=${boundary}`;

  const shapes: Array<{ what: string; body: Buffer; type?: string }> = [
    { what: 'no boundary', body: whole, type: 'multipart/form-data' },
    { what: 'an empty boundary', body: whole, type: 'multipart/form-data; boundary=' },
    { what: 'the wrong boundary', body: whole, type: 'multipart/form-data; boundary=another' },
    {
      what: 'a boundary of 200 characters',
      body: multipart(valid, { separator: 'b'.repeat(200) }),
      type: `multipart/form-data; boundary=${'b'.repeat(200)}`,
    },
    { what: 'no final boundary', body: multipart(valid, { closing: false }) },
    { what: 'cut in the file', body: whole.subarray(0, whole.length - 30) },
    { what: 'cut in the headers', body: whole.subarray(0, 60) },
    { what: 'an empty body', body: Buffer.alloc(0) },
    { what: 'only the final boundary', body: Buffer.from(`--${boundary}--\r\n`) },
    { what: 'fields only', body: multipart([applicationId, questionKey]) },
    { what: 'the file only', body: multipart([file()]) },
    { what: 'two files', body: multipart([applicationId, questionKey, file(), file()]) },
    {
      what: 'each field twice',
      body: multipart([applicationId, applicationId, questionKey, questionKey, file()]),
    },
    {
      what: 'a part without a name',
      body: multipart([
        applicationId,
        questionKey,
        { name: '', disposition: 'filename="a.pdf"', content: pdf },
      ]),
    },
    {
      what: 'a part without headers',
      body: Buffer.from(`--${boundary}\r\n\r\nx\r\n--${boundary}--\r\n`),
    },
    { what: 'JSON declared as multipart', body: Buffer.from('{"applicationId":"x"}') },
    { what: 'multipart declared as JSON', body: whole, type: 'application/json' },
    { what: 'multipart declared as text', body: whole, type: 'text/plain' },
    {
      what: 'an empty file',
      body: multipart([applicationId, questionKey, file('empty.pdf', Buffer.alloc(0))]),
    },
    {
      what: 'a file of another type',
      body: multipart([applicationId, questionKey, file('run.exe', Buffer.from('MZ\x90\x00'))]),
    },
  ];
  // The three parts in every order.
  for (const order of permutations(valid)) {
    shapes.push({
      what: `parts in the order ${order.map((part) => part.name).join(', ')}`,
      body: multipart(order),
    });
  }
  // Hostile field values and file names.
  const hostileTexts: Array<[string, string | Buffer]> = [
    ['NUL', 'a\u0000b'],
    ['a lone surrogate', '\ud800'],
    ['bytes ff fe', Buffer.from('fffe', 'hex')],
    ['a CESU-8 surrogate', Buffer.from('eda080', 'hex')],
    ['100,000 characters', 'x'.repeat(100_000)],
    ['a bad escape', '%ff'],
    ['not a UUID', 'not-a-uuid'],
    ['empty', ''],
  ];
  for (const [what, value] of hostileTexts) {
    shapes.push(
      {
        what: `applicationId ${what}`,
        body: multipart([field('applicationId', value), questionKey, file()]),
      },
      {
        what: `questionKey ${what}`,
        body: multipart([applicationId, field('questionKey', value), file()]),
      },
      {
        what: `file name ${what}`,
        body: multipart([
          applicationId,
          questionKey,
          file(
            typeof value === 'string'
              ? `${value}.pdf`
              : Buffer.concat([value, Buffer.from('.pdf')]),
          ),
        ]),
      },
    );
  }
  shapes.push(
    {
      what: 'file name with a path',
      body: multipart([applicationId, questionKey, file('../../etc/passwd.pdf')]),
    },
    {
      what: 'filename* with bad escapes',
      body: multipart([
        applicationId,
        questionKey,
        { ...file(), disposition: `name="file"; filename*=UTF-8''%ff%fe.pdf` },
      ]),
    },
    {
      what: 'filename* with an encoded NUL',
      body: multipart([
        applicationId,
        questionKey,
        { ...file(), disposition: `name="file"; filename*=UTF-8''a%00b.pdf` },
      ]),
    },
  );

  const count = role === 'anonymous' ? 6 : shapes.length;
  const chosen = draw(fc.shuffledSubarray(shapes, { minLength: count, maxLength: count }));
  const token = role === 'anonymous' ? undefined : world.sessions[role].token;
  return chosen.map((shape) => ({
    family: 'multipart',
    endpoint: name,
    role,
    method: endpoint.method,
    path: endpoint.path,
    headers: {
      'content-type': shape.type ?? type,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: shape.body,
    what: shape.what,
  }));
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
      item,
      ...rest,
    ]),
  );
}
