import { messages } from '../../i18n/catalogue';
import { isImageFile } from '../../lib/files';
import { hasFile } from '../../lib/url';
import { Attachments } from '../Attachments';
import { FileImage, FileLink } from '../FileLink';
import { RichText } from '../RichText';

/**
 * Whether an organisation-structure value is a stored file key rather than prose. The provider
 * keeps either an uploaded chart (a key such as `org/chart.png` or a bare upload id) or free text
 * in the same field; a key has no spaces and either a file extension, a folder, or the look of an
 * upload id (long, with digits).
 */
export function isFileKey(value: string): boolean {
  const v = value.trim();
  if (v === '' || v.length > 300 || /\s/.test(v)) return false;
  if (/^https?:\/\//i.test(v)) return true;
  return (
    /\.[a-z0-9]{2,5}$/i.test(v) || v.includes('/') || (/^[a-z0-9_-]{16,}$/i.test(v) && /\d/.test(v))
  );
}

/** An organisation structure: the chart as an image (opens in the viewer), a file card, or text. */
export function OrgStructure({ value, title }: { value: string; title: string }) {
  if (!isFileKey(value) || !hasFile(value))
    return <RichText text={value} empty={messages().campus.shared.noOrganisationStructure} />;
  if (isImageFile(value)) {
    return (
      <figure className="org-chart">
        <FileLink fileKey={value}>
          <FileImage fileKey={value} alt={title} loading="lazy" width={960} height={640} natural />
        </FileLink>
        <figcaption className="visually-hidden">{title}</figcaption>
      </figure>
    );
  }
  return <Attachments items={[{ id: 'org-structure', name: title, fileKey: value }]} />;
}
