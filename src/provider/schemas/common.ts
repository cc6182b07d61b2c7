/**
 * Tolerant building blocks for the provider's payloads. The provider omits keys, sends null,
 * numbers where text is expected and legacy extra keys; none of that may crash a page. Each
 * helper turns what it cannot use into the empty value of its type ('' / false / [] / {}).
 * A body that is not an object at all fails a read (see `envelope`), and so does a list answer
 * none of whose items is usable (see `listAnswer`).
 */
import * as v from 'valibot';

type Entries = v.ObjectEntries;

/**
 * A field that may be absent: valibot reports a missing key unless the field is `optional`; the
 * default is parsed through `schema`, so absent and present-but-wrong end up the same.
 */
export function field<T>(schema: v.GenericSchema<unknown, T>, empty: unknown) {
  return v.optional(schema, empty as never);
}

/** Text field: strings kept, numbers stringified (phone numbers are numbers on some models), anything else ''. */
export const text = field(
  v.pipe(
    v.unknown(),
    v.transform((x): string =>
      typeof x === 'string' ? x : typeof x === 'number' && Number.isFinite(x) ? String(x) : '',
    ),
  ),
  '',
);

/** Boolean switch: only a real `true` (or the string "true") is on. */
export const flag = field(
  v.pipe(
    v.unknown(),
    v.transform((x): boolean => x === true || x === 'true'),
  ),
  false,
);

/** Number field; anything else 0. */
export const count = field(
  v.pipe(
    v.unknown(),
    v.transform((x): number => (typeof x === 'number' && Number.isFinite(x) ? x : 0)),
  ),
  0,
);

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * An object whose fields are tolerant; fails only when the input is not an object (null, a
 * number, text, an array: used for list items, where such an item is dropped).
 */
export function record<E extends Entries>(entries: E) {
  return v.pipe(v.custom<Record<string, unknown>>(isObject, 'not a record'), v.object(entries));
}

/** An object that is always there: absent, null or not an object becomes `{}` parsed through the entries. */
export function section<E extends Entries>(entries: E) {
  const schema = v.object(entries);
  return field(
    v.pipe(
      v.unknown(),
      v.transform((x) => v.parse(schema, isObject(x) ? x : {})),
    ),
    {},
  );
}

/** A record that may be missing: absent, null or not an object -> null (a detail the provider did not find). */
export function maybe<E extends Entries>(entries: E) {
  const schema = v.object(entries);
  return field(
    v.pipe(
      v.unknown(),
      v.transform((x) => (isObject(x) ? v.parse(schema, x) : null)),
    ),
    null,
  );
}

/** A list: absent, null or not an array -> []; items that do not parse (not objects) are dropped. */
export function list<S extends v.GenericSchema>(item: S) {
  return field(
    v.pipe(
      v.unknown(),
      v.transform((x): v.InferOutput<S>[] =>
        Array.isArray(x)
          ? x.flatMap((el) => {
              const r = v.safeParse(item, el);
              return r.success ? [r.output] : [];
            })
          : [],
      ),
    ),
    [],
  );
}

/**
 * A read whose answer is a list (`X = listAnswer(Item)`): as `list`, but items sent with none of
 * them usable is a broken answer, not an empty one: the read fails, so the last good copy keeps
 * serving and nothing replaces it (decision 082). Absent, null or `[]` is still the empty list
 * the provider means. Within a record a list stays `list`: one bad field drops nothing else.
 */
export function listAnswer<S extends v.GenericSchema>(item: S) {
  return field(
    v.pipe(
      v.unknown(),
      v.rawTransform(({ dataset, addIssue, NEVER }): v.InferOutput<S>[] => {
        const sent = dataset.value;
        if (!Array.isArray(sent)) return [];
        const items = sent.flatMap((el) => {
          const r = v.safeParse(item, el);
          return r.success ? [r.output] : [];
        });
        if (sent.length === 0 || items.length > 0) return items;
        addIssue({ message: `none of the list's ${sent.length} items is a record` });
        return NEVER;
      }),
    ),
    [],
  );
}

/** A list of text values (file keys, type names); non-text entries dropped, blanks dropped. */
export const texts = field(
  v.pipe(
    v.unknown(),
    v.transform((x): string[] =>
      Array.isArray(x)
        ? x
            .filter((el): el is string | number => typeof el === 'string' || typeof el === 'number')
            .map(String)
            .filter((s) => s.trim() !== '')
        : [],
    ),
  ),
  [],
);

/** A reference to another record: its id whether the provider sends the bare id or the populated record; '' when absent. */
export const refId = field(
  v.pipe(
    v.unknown(),
    v.transform((x): string =>
      typeof x === 'string' ? x : isObject(x) && typeof x._id === 'string' ? x._id : '',
    ),
  ),
  '',
);

/** Id of a sub-document: `_id` as text. */
export const withId = { _id: text };

/** A named attachment `{_id, name, attach}`, used by events, activities and meetings. */
export const Attachment = record({ ...withId, name: text, attach: text });
export type Attachment = v.InferOutput<typeof Attachment>;

/** About-style section `{sub_head_title, sub_head_body, sub_heading_image}`. */
export const SubHeading = record({
  ...withId,
  sub_head_title: text,
  sub_head_body: text,
  sub_heading_image: text,
});
export type SubHeading = v.InferOutput<typeof SubHeading>;

/** Contact card of admission, library and department pages. */
export const ContactCard = record({
  ...withId,
  contact_department_name: text,
  contact_person_name: text,
  contact_person_mobile: text,
  contact_person_email: text,
});
export type ContactCard = v.InferOutput<typeof ContactCard>;

/**
 * The response envelope: `{ message, access?, [key]: payload }`. `access:false` means "nothing
 * found" (still HTTP 200), so the payload is read as absent. A body that is not a JSON object is
 * the one malformed case: the read fails, the page shows a notice in that section.
 */
export type Schema<T> = v.GenericSchema<unknown, T>;

export function envelope<T>(key: string, payload: Schema<T>): Schema<T> {
  return v.pipe(
    v.custom<Record<string, unknown>>(isObject, 'provider body is not a JSON object'),
    v.rawTransform(({ dataset, addIssue, NEVER }): T => {
      const body = dataset.value;
      const parsed = v.safeParse(payload, body.access === false ? undefined : body[key]);
      if (parsed.success) return parsed.output;
      addIssue({ message: parsed.issues[0]?.message ?? `"${key}" is not what it should be` });
      return NEVER;
    }),
  );
}
