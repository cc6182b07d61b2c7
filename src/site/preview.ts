/**
 * Preview addresses (decision 073): with a preview zone configured, `<institute id>.<zone>` is that
 * institute's site before its own domain moves. The label must be a provider id as it is, or the
 * host names no institute and nothing is read.
 */
import { type Id, id } from '../provider/params';

/** What a host is under the preview zone. */
type PreviewHost =
  /** Not under the zone (or previews are off): the provider's host lookup decides. */
  | { kind: 'none' }
  /** Under the zone, but not `<24 hex>.<zone>`: no institute, and no read. */
  | { kind: 'invalid' }
  | { kind: 'institute'; insId: Id };

/**
 * `"65a1….preview.localhost"` with zone `"preview.localhost"` -> that institute's id. Both are
 * normalised host names (lib/host.ts), so the label is already lower case.
 */
export function previewHost(host: string, zone: string | null): PreviewHost {
  if (!zone || (host !== zone && !host.endsWith(`.${zone}`))) return { kind: 'none' };
  const label = host.slice(0, -(zone.length + 1));
  const insId = label.includes('.') ? null : id(label);
  return insId ? { kind: 'institute', insId } : { kind: 'invalid' };
}
