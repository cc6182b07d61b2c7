import type * as v from 'valibot';
import { maybe, text, texts } from './common';

/** `institute` of `/v1/ins/{id}/dash`: identity, contact and the module ids a site needs. */
export const Institute = maybe({
  _id: text,
  insName: text,
  name: text,
  insPhoneNumber: text,
  insEmail: text,
  insAddress: text,
  admissionDepart: texts,
  financeDepart: texts,
  hostelDepart: texts,
  aluminiDepart: texts,
  library: texts,
  eventManagerDepart: texts,
  iqac_module: texts,
});
export type Institute = NonNullable<v.InferOutput<typeof Institute>>;
