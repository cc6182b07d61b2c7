/** The department tabs that show its site information (one provider read for all of them). */
import { messages } from '../../i18n/catalogue';
import { nameFromKey } from '../../lib/files';
import { hasFile } from '../../lib/url';
import type { DepartmentTab } from '../../paths';
import type { DepartmentSite } from '../../provider/schemas/department';
import { Attachments } from '../Attachments';
import { CardTitle } from '../CardTitle';
import { ContactCards, fromContactCard } from '../ContactCards';
import { openLabel } from '../DocumentList';
import { FileImage, FileLink } from '../FileLink';
import { RichText } from '../RichText';
import { Empty } from '../SectionNotice';
import { SubHeadings } from '../SubHeadings';
import { VisionMission } from '../TextSection';

export function SiteTab({ tab, site }: { tab: DepartmentTab; site: DepartmentSite }) {
  const t = messages().departments.site;
  switch (tab) {
    case 'about':
      return <SubHeadings sections={site.about} headingLevel={3} empty={t.noAbout} />;
    case 'vision-mission':
      return (
        <VisionMission
          vision={site.department_vission}
          mission={site.department_mission}
          headingLevel={3}
        />
      );
    case 'po-pso':
      return (
        <DocumentCards
          items={site.po_pso.map((p) => ({
            id: p._id,
            title: p.title,
            description: p.description,
            attach: p.attach,
            image: '',
          }))}
          empty={t.noOutcomes}
        />
      );
    case 'message':
      return <HodMessage site={site} />;
    case 'syllabus':
      return (
        <Attachments
          items={site.syllabus.map((s, i) => ({
            id: s._id || `syllabus-${i + 1}`,
            name: s.name,
            fileKey: s.attach,
          }))}
        />
      );
    case 'laboratory':
      return (
        <DocumentCards
          items={site.laboratory.map((l) => ({
            id: l._id,
            title: l.sub_head_title,
            description: l.sub_head_body,
            attach: l.attach,
            image: l.sub_heading_image,
          }))}
          empty={t.noLaboratories}
        />
      );
    case 'achievement':
      return (
        <DocumentCards
          items={site.student_achievements.map((a) => ({
            id: a._id,
            title: a.title,
            description: a.description,
            attach: a.attach,
            image: a.image,
          }))}
          empty={t.noAchievements}
        />
      );
    case 'contact':
      return <ContactCards contacts={site.department_contact.map(fromContactCard)} />;
    default:
      return null;
  }
}

function HodMessage({ site }: { site: DepartmentSite }) {
  const t = messages().departments.site;
  if (!site.department_hod_message && !site.sub_head_title && !hasFile(site.sub_heading_image)) {
    return <Empty>{t.noMessage}</Empty>;
  }
  const alt = site.sub_head_title ? t.photoOf(site.sub_head_title) : t.head;
  return (
    <article className="message">
      <FileImage
        fileKey={site.sub_heading_image}
        alt={alt}
        width={240}
        height={240}
        loading="lazy"
        natural
      />
      <RichText text={site.department_hod_message} empty="" />
      {site.sub_head_title && <p className="signature">{site.sub_head_title}</p>}
    </article>
  );
}

type DocumentCard = {
  id: string;
  title: string;
  description: string;
  attach: string;
  image: string;
};

/** PO/PSO, laboratories and achievements: a card per entry with its title, description, picture and file; an empty entry is left out. */
function DocumentCards({ items, empty }: { items: DocumentCard[]; empty: string }) {
  const shown = items.filter(
    (item) =>
      item.title.trim() || item.description.trim() || hasFile(item.image) || hasFile(item.attach),
  );
  if (shown.length === 0) return <Empty>{empty}</Empty>;
  const t = messages().departments.site;
  return (
    <ul className="cards">
      {shown.map((item, i) => {
        const title =
          item.title || nameFromKey(item.attach) || nameFromKey(item.image) || t.untitled;
        return (
          <li key={item.id || i} className="card">
            <FileImage
              fileKey={item.image}
              alt={title}
              width={320}
              height={240}
              loading="lazy"
              natural
            />
            <CardTitle alone={!item.description.trim() && !hasFile(item.attach)}>{title}</CardTitle>
            <RichText text={item.description} empty="" />
            <FileLink className="button" fileKey={item.attach}>
              {openLabel(item.attach, 'file')}
              <span className="visually-hidden">: {title}</span>
            </FileLink>
          </li>
        );
      })}
    </ul>
  );
}
