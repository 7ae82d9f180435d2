import fc from 'fast-check';

/**
 * fast-check arbitraries of hostile HTTP input: JSON bodies written as text (so `__proto__` keys, numbers
 * JSON.stringify cannot write and broken syntax get through), query strings, headers and multipart bodies.
 */

/** Keys that break code which copies objects key by key, or reads ids and roles from a body. */
const NASTY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isAdmin', 'id', 'userId', 'ownerId', 'roles', ''];

/** Strings a validator may not expect: empty, blank, NUL, control and bidi characters, lone surrogates, SQL and HTML, long ones. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '', ' ', '\u0000', 'a\u0000b', '\t\r\n', '\ud800', '\udfff', '\u202e', '\ufeff', '💥✈️', 'é'.normalize('NFD'),
      "' or 1=1 --", '"; drop table users; --', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '{{7*7}}', '${7*7}',
      '../../etc/passwd', '%00', '%E0%A4%A', 'null', 'undefined', 'NaN', 'Infinity', '-1', '0', '1e309', '0x10', '00001', ' 42 ',
      'true', 'false', '[]', '{}', 'N172SP', 'price_listing_monthly', 'pm_card_visa', 'PRIVATE_OWNER_RENTAL', 'image', 'published',
      '=cmd|" /C calc"!A0', '@SUM(1)', 'https://example.com', 'javascript:alert(1)', '//evil.example', 'a@b.c', 'ASC', 'DESC',
    ),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', '𝔸', '\u0000', '9'), fc.constantFrom(300, 5_000, 70_000)).map(([c, n]) => c.repeat(n)) },
);

/** JSON number tokens, some beyond what a double holds (JSON.parse makes them Infinity or 0). */
const numberToken = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom('0', '-0', '1e400', '-1e400', '1e-400', '9007199254740993', '2147483648', '-2147483649', '1.5', '99999999999999999999'),
);

/** A JSON value as text, nested up to `depth`, with nasty keys and strings. */
export function jsonText(fields: readonly string[] = [], depth = 3): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: fields.length ? 5 : 0, arbitrary: fields.length ? fc.constantFrom(...fields) : fc.constant('x') },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const { value } = fc.letrec<{ value: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true, maxDepth: depth },
      nastyString.map((s) => JSON.stringify(s)),
      numberToken,
      fc.constantFrom('true', 'false', 'null'),
      fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
      fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    ),
  }));
  return value;
}

/** A JSON object as text whose keys are mostly the route's own fields. */
export function jsonObjectText(fields: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 6, arbitrary: fields.length ? fc.constantFrom(...fields) : fc.constantFrom(...NASTY_KEYS) },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_KEYS) },
  );
  return fc
    .array(fc.tuple(key, jsonText(fields, 2)), { maxLength: Math.max(3, Math.min(fields.length, 12)) })
    .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
}

/** Text that is not JSON, or JSON a body parser may not want (scalars, deep nesting, a BOM). */
export const brokenJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '', '{', '}', '{"a":', '{"a" 1}', "{'a':1}", '[1,]', '{"a":1,}', 'nul', 'tru', '"unterminated', 'NaN', 'undefined', '\u0000',
    '\ufeff{"a":1}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}', '{"constructor":null}', '{"__proto__":null}', '{"constructor":"x","prototype":1}', 'null', 'true', '42', '"text"', '[]', '[{}]', '{}',
  ),
  fc.constantFrom(1_000, 20_000).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.constantFrom(1_000, 20_000).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.constant(`{"a":"${'x'.repeat(300_000)}"}`),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/**
 * A valid body with up to three fields changed, removed or added (nasty keys included): requests that get
 * past the first checks and reach the use case, the database and the image decoder.
 */
export function mutatedObjectText(base: Record<string, unknown>, fields: readonly string[]): fc.Arbitrary<string> {
  const keys = [...new Set([...fields, ...Object.keys(base)])];
  const key = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.constantFrom(...NASTY_KEYS) });
  const change = fc.tuple(key, fc.option(jsonText(fields, 2), { nil: undefined, freq: 5 }));
  return fc.array(change, { maxLength: 3 }).map((changes) => {
    const entries = new Map(Object.entries(base).map(([k, v]) => [k, JSON.stringify(v)]));
    for (const [k, v] of changes) {
      if (v === undefined) entries.delete(k);
      else entries.set(k, v);
    }
    return `{${[...entries].map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
  });
}

/** One body for a JSON route: a valid body changed a little, an object of the route's fields, any JSON, or broken text. */
export function jsonBody(fields: readonly string[], base?: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: base ? 5 : 0, arbitrary: base ? mutatedObjectText(base, fields) : fc.constant('{}') },
    { weight: 4, arbitrary: jsonObjectText(fields) },
    { weight: 1, arbitrary: jsonText(fields) },
    { weight: 2, arbitrary: brokenJson },
  );
}

/** A percent-encoded query value, or raw text that is not valid percent-encoding. */
const queryValue = fc.oneof(
  { weight: 5, arbitrary: nastyString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))) },
  { weight: 2, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%ff%fe', '%C0%AF', '%u0041', '+', '%2B', '[]', '%5B%5D') },
  { weight: 1, arbitrary: fc.constantFrom('[1,2]', '{"a":1}', '["id","ASC"]', '[0,999999999999]', '{"id":[1,2,"x"]}', '{"q":{"$gt":""}}').map(encodeURIComponent) },
);

/** A query string (without the `?`): known names, repeated names, bracket names, random names. */
export function queryString(names: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: names.length ? 6 : 0, arbitrary: names.length ? fc.constantFrom(...names) : fc.constant('q') },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', '__proto__[isAdmin]', 'a[b][c]', 'limit[]', '', '%00', 'x'.repeat(3000)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map(encodeURIComponent) },
  );
  const pair = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(name, queryValue).map(([k, v]) => `${k}=${v}`) },
    { weight: 1, arbitrary: name },
    { weight: 1, arbitrary: fc.tuple(name, queryValue, queryValue).map(([k, a, b]) => `${k}=${a}&${k}=${b}`) },
  );
  return fc.array(pair, { maxLength: 8 }).map((pairs) => pairs.join('&'));
}

/** A path parameter: the valid one, or ids and text a parser may choke on (already encoded). */
export function pathParam(valid: string | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: valid ? 3 : 0, arbitrary: fc.constant(valid ?? '1') },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n })).map(String) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'NaN', '%00', '%2e%2e', '%2F', 'sub_x', 'x'.repeat(300), '%E0%A4%A',
        encodeURIComponent("1' or '1'='1"), encodeURIComponent('🙂'), 'constructor', '__proto__',
      ),
    },
    { weight: 1, arbitrary: nastyString.filter((s) => s.length > 0).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))) },
  );
}

export type HeaderSet = Record<string, string>;

/** Header values a client may send: version lies, content-type lies, bad tokens and cookies, huge values. */
export const headerSet: fc.Arbitrary<HeaderSet> = fc.record(
  {
    'Accept-Version': fc.constantFrom('1.0.0', '1.0.0', '', ' 1.0.0', '1.0.0, 1.0.0', '1.0', '2.0.0', '1.0.0\t', 'x'.repeat(6000), '1.0.0; q=1'),
    'Content-Type': fc.constantFrom(
      'application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-16', 'application/json; charset=latin1',
      'application/json; charset=nope', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data',
      'multipart/form-data; boundary=', 'multipart/form-data; boundary=zzz', 'application/xml', 'application/merge-patch+json',
      'application/csp-report', 'image/png', '*/*', 'application/json, text/plain', 'x'.repeat(3000),
    ),
    'Content-Encoding': fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'compress', 'gzip, gzip', 'x-unknown'),
    Authorization: fc.constantFrom('Bearer ', 'Bearer x', `Bearer ${'a'.repeat(5000)}`, 'Basic Ym9zczpib3Nz', 'bearer', 'Bearer \u00e9', 'Token abc'),
    Cookie: fc.constantFrom('wingshare_session=', 'wingshare_session=x', 'wingshare_session=%E0%A4%A', `wingshare_session=${'b'.repeat(3000)}`, 'a=b; a=c', '=;=;', 'wingshare_return=%2F%2Fevil.example'),
    Accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png', 'application/xml;q=0.9, */*;q=0.1', ''),
    'X-Forwarded-For': fc.constantFrom('1.2.3.4', '::1', 'not-an-ip', '1.2.3.4, 5.6.7.8', '999.999.999.999'),
    'X-HTTP-Method-Override': fc.constantFrom('DELETE', 'PUT', 'GET'),
    Range: fc.constantFrom('bytes=0-1', 'bytes=999999999-', 'bytes=x', 'bytes=0-1,2-3'),
    'If-None-Match': fc.constantFrom('*', '"x"', 'W/"y"'),
  },
  { requiredKeys: [] },
);

export interface FormPart {
  name: string | null;
  filename?: string;
  contentType?: string;
  data: Uint8Array;
}

/** A valid 1 x 1 PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Bytes a file part may carry: a real image, none, random, text, or the start of real formats. */
export const fileBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.constant(TINY_PNG),
  fc.uint8Array({ maxLength: 200 }),
  fc.constantFrom(
    new Uint8Array(0),
    Buffer.from('\x89PNG\r\n\x1a\n'),
    Buffer.from([0xff, 0xd8, 0xff]),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
    Buffer.from('GIF89a\x01\x00\x01\x00'),
    Buffer.from('%PDF-1.7\n'),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.from('PK\x03\x04'),
    Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 '),
  ),
);

/** The parts of a multipart body: the route's JSON field (valid-looking or not), files, stray fields. */
export function formParts(form: { json: string; file: string }, fields: readonly string[], base?: Record<string, unknown>): fc.Arbitrary<FormPart[]> {
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(form.json, form.file) },
    { weight: 1, arbitrary: fc.constantFrom('images', 'avatar', 'file', 'user', 'share', 'instructor', `${form.json}[a]`, `${form.file}[]`, 'a[b][c][d][e][f][g]', 'a[999999]', '', 'x'.repeat(300), 'é') },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  const jsonPart = fc.tuple(name, jsonBody(fields, base)).map(([n, text]): FormPart => ({ name: n, data: Buffer.from(text) }));
  const filePart = fc
    .tuple(name, fc.constantFrom('a.png', 'a.jpg', 'a.gif', '', '../../a.png', 'a.png\u0000.exe', 'é.png', 'x'.repeat(300)), fc.constantFrom(undefined, 'image/png', 'image/jpeg', 'text/html', 'application/octet-stream', ''), fileBytes)
    .map(([n, filename, contentType, data]): FormPart => ({ name: n, filename, contentType, data }));
  const chaos = fc.array(fc.oneof({ weight: 2, arbitrary: jsonPart }, { weight: 2, arbitrary: filePart }), { maxLength: 6 });
  // The form as the site sends it (the JSON field, then files under the right name), with hostile content.
  const wellFormed = fc
    .tuple(jsonBody(fields, base), fc.array(fc.tuple(fileBytes, fc.constantFrom('a.png', 'a.jpg', 'a')), { maxLength: 2 }))
    .map(([text, files]): FormPart[] => [
      { name: form.json, data: Buffer.from(text) },
      ...files.map(([data, filename]): FormPart => ({ name: form.file, filename, contentType: 'image/png', data })),
    ]);
  return fc.oneof({ weight: 1, arbitrary: chaos }, { weight: 1, arbitrary: wellFormed });
}

/** A multipart body from parts, and ways to break its framing. */
export function multipartBody(parts: FormPart[], breakage: 'none' | 'no-end' | 'bad-boundary' | 'no-headers' | 'garbage-prefix', boundary: string): Buffer {
  const chunks: Buffer[] = [];
  if (breakage === 'garbage-prefix') chunks.push(Buffer.from('garbage before the first boundary\r\n'));
  for (const part of parts) {
    chunks.push(Buffer.from(`--${breakage === 'bad-boundary' ? `${boundary}x` : boundary}\r\n`));
    if (breakage !== 'no-headers') {
      const disposition = ['form-data', part.name === null ? null : `name="${part.name}"`, part.filename === undefined ? null : `filename="${part.filename}"`]
        .filter(Boolean)
        .join('; ');
      chunks.push(Buffer.from(`Content-Disposition: ${disposition}\r\n`));
      if (part.contentType !== undefined) chunks.push(Buffer.from(`Content-Type: ${part.contentType}\r\n`));
    }
    chunks.push(Buffer.from('\r\n'), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  if (breakage !== 'no-end') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const multipartBreakage = fc.constantFrom('none', 'none', 'none', 'no-end', 'bad-boundary', 'no-headers', 'garbage-prefix') as fc.Arbitrary<
  'none' | 'no-end' | 'bad-boundary' | 'no-headers' | 'garbage-prefix'
>;

/**
 * Values of the wrong type for a field nested in an otherwise valid payload: objects where an id or text
 * goes, lists where text goes, objects inside lists, numbers no id has, and objects whose toString or
 * valueOf is not a function (Number() and String() of them throw).
 */
export const WRONG_TYPED: readonly unknown[] = [
  'x', '', ' ', 0, -1, 1.5, 1e21, true, false, null, {}, [], ['x'], [{}], [[]], [null], { id: 'x' }, { id: {} }, { id: [] }, { id: -1 },
  { toString: 'x' }, { valueOf: 1 }, { toString: {}, valueOf: {} }, ['1', { a: 1 }], { __proto__: { id: 1 } }, 'x'.repeat(3000),
];

/** One nested value replaced: `path` picks (modulo their number) one of the payload's nested places, `value` what goes there. */
export interface NestedMutation {
  path: number;
  value: unknown;
}

export const nestedMutation: fc.Arbitrary<NestedMutation> = fc.record({ path: fc.nat(), value: fc.constantFrom(...WRONG_TYPED) });

/** Every place of a JSON value below its root (object keys and list items), as key paths, up to `depth` deep. */
export function nestedPaths(value: unknown, depth = 4, prefix: (string | number)[] = []): (string | number)[][] {
  if (depth === 0 || value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...nestedPaths(v, depth - 1, [...prefix, k])]);
}

/** A copy of `body` with the mutation's place set to its value (as JSON text: `__proto__` keys stay data). */
export function applyMutation(body: Record<string, unknown>, m: NestedMutation): { text: string; path: string } {
  const paths = nestedPaths(body);
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  if (!paths.length) return { text: JSON.stringify(copy), path: '' };
  const path = paths[m.path % paths.length]!;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const marker = '__wingshare_fuzz_value__';
  parent[path[path.length - 1]!] = marker;
  // The value is written as JSON text so that {"__proto__": ...} is a key of the payload, as a client would send it.
  const text = JSON.stringify(copy).replace(JSON.stringify(marker), jsonOf(m.value));
  return { text, path: path.join('.') };
}

function jsonOf(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) {
    // { __proto__: {...} } in the list above: an object literal's prototype, written out as a key.
    return `{"__proto__":${JSON.stringify(Object.getPrototypeOf(value))}}`;
  }
  return JSON.stringify(value);
}
