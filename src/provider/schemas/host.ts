import type * as v from 'valibot';
import { maybe, text } from './common';

/** `all_domain` of the host lookup: which institute a sub-domain record is linked to. */
export const SubDomain = maybe({
  sub_domain_path: text,
  link_up: maybe({ _id: text, insName: text, name: text }),
});
export type SubDomain = v.InferOutput<typeof SubDomain>;
