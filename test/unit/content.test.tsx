/**
 * What shared components show when the provider leaves something out: a file sent without a name
 * is named after its key (nameFromKey), and a heading with nothing under it is left out.
 */
import type { ReactElement } from 'react';
import { renderToString as renderAlone } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DocumentChecklist } from '../../src/components/admission/Admission';
import { ContactCards } from '../../src/components/ContactCards';
import { CommitteeAbout, CommitteeMeetings } from '../../src/components/committees/Committee';
import { FilesProvider } from '../../src/components/FileLink';
import { Footer } from '../../src/components/layout/Footer';
import { AccreditationDetail } from '../../src/components/people/Profiles';
import { cardTabs, QualityList, QualityTabContent } from '../../src/components/quality/QualityTree';
import { RichText } from '../../src/components/RichText';
import { SubHeadings } from '../../src/components/SubHeadings';
import { type Frame, withoutMenus } from '../../src/frame/load';
import { fileOrLink, mainMenu, type NavItem } from '../../src/frame/menus';
import { fileUrl } from '../../src/lib/url';
import type { Id } from '../../src/provider/params';
import { Institute } from '../../src/provider/schemas/institute';
import { WebProfile } from '../../src/provider/schemas/profile';
import { type QualityCard, QualityTree } from '../../src/provider/schemas/quality';

const FILES = 'https://files.test';
/** Renders as a page does: inside the files host's provider. */
const renderToString = (element: ReactElement) =>
  renderAlone(<FilesProvider files={{ base: FILES }}>{element}</FilesProvider>);
const files = (key: string | undefined | null) => fileUrl(FILES, key);
const card = (name: string, pdfKey: string, children: QualityCard[] = []): QualityCard => ({
  _id: 'a'.repeat(24),
  name,
  pdf_key: pdfKey,
  is_nested: children.length > 0,
  children,
});

describe('files sent without a name', () => {
  it('quality cards, tabs and tab headings are named after their file', () => {
    const unnamed = card('', 'sunrise/criterion_1-2.pdf');
    expect(renderToString(<QualityList cards={[unnamed]} ctx={{ qif: null }} />)).toContain(
      '>criterion 1 2</a>',
    );
    expect(
      cardTabs(
        [unnamed],
        (id) => `/x/${id}`,
        null,
        (raw) => raw,
      ).tabs[0].label,
    ).toBe('criterion 1 2');
    const tab = renderToString(
      <QualityTabContent
        tab={card('', 'sunrise/aqar-2023_24.pdf', [card('Criterion 1', 'c.pdf')])}
        ctx={{ qif: null }}
      />,
    );
    expect(tab).toContain('<h2 id="quality-tab-heading">aqar 2023 24</h2>');
  });

  it('menu entries with a file are named after it', () => {
    expect(fileOrLink('', 'sunrise/Fee%20Structure-2026.pdf', undefined, files).label).toBe(
      'Fee Structure 2026',
    );
    expect(fileOrLink('Rules', 'sunrise/x.pdf', undefined, files).label).toBe('Rules');
  });

  it('checklist entries and certificates are named after their attachment', () => {
    const checklist = renderToString(
      <DocumentChecklist
        items={[
          {
            _id: 'c',
            title: '',
            description: 'Bring two copies.',
            attachment: 'sunrise/leaving_certificate.pdf',
          },
        ]}
      />,
    );
    expect(checklist).toContain('<summary>leaving certificate</summary>');
    const item = {
      _id: 'n',
      name: 'NAAC',
      about: 'Accredited.',
      image: '',
      combined: [{ _id: 'x', c_name: '', c_attach: 'sunrise/naac-certificate.pdf' }],
    };
    expect(renderToString(<AccreditationDetail item={item} />)).toContain(
      '<h3>naac certificate</h3>',
    );
  });
});

describe('headings with nothing under them', () => {
  const footer = {
    howToReach: '',
    social: [],
    usefulLinks: [],
    address: '',
    phone: '',
    email: '',
    year: 2026,
  };
  const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);

  it('footer: blank text and links without a label make no area; the copyright line stays', () => {
    const html = renderToString(
      <Footer
        {...footer}
        howToReach={'  \n '}
        usefulLinks={[{ label: ' ', href: 'https://ugc.gov.in/' }]}
      />,
    );
    expect(headings(html)).toEqual(['Internal Links']);
    expect(html).toContain('class="copyright"');
  });

  it('footer: one contact detail is enough for Contact Us, and a labelled link for Useful Links', () => {
    const html = renderToString(
      <Footer
        {...footer}
        email="office@x.edu"
        usefulLinks={[
          { label: '', href: 'https://a.test/' },
          { label: 'UGC', href: 'https://ugc.gov.in/' },
        ]}
      />,
    );
    expect(headings(html)).toEqual(['Useful Links', 'Internal Links', 'Contact Us']);
    expect(html).toContain('href="mailto:office@x.edu"');
    expect(html).not.toContain('href="https://a.test/"');
  });
});

describe('entries with a title and nothing under it', () => {
  /** Headings and plain summaries followed by nothing: the end of their container, once empty elements are dropped. */
  const bare = (html: string) => {
    let body = html;
    for (let before = ''; before !== body; )
      [before, body] = [body, body.replace(/<(p|div|ul)\b[^>]*>\s*<\/\1>/g, '')];
    return [...body.matchAll(/<(h[2-6]|summary)\b[^>]*>([^<]*)<\/\1>\s*<\//g)].map((m) => m[2]);
  };
  const contact = (department: string, person = '', phone = '', email = '') => ({
    id: department,
    department,
    person,
    phone,
    email,
  });

  it('text with nothing to say and no empty message renders nothing', () => {
    expect(renderToString(<RichText text={' \n\n '} empty="" />)).toBe('');
  });

  it('sub-headings: a title with no text or image is left out; none left shows the empty line', () => {
    const sections = [
      { _id: '1', sub_head_title: 'Reading Room', sub_head_body: '', sub_heading_image: '' },
      { _id: '2', sub_head_title: 'Timings', sub_head_body: '8 to 8.', sub_heading_image: '' },
    ];
    const html = renderToString(<SubHeadings sections={sections} headingLevel={3} />);
    expect(html).not.toContain('Reading Room');
    expect(html).toContain('<h3>Timings</h3>');
    const about = renderToString(
      <CommitteeAbout
        detail={{
          _id: 'c',
          custom_head_name: 'X',
          about: [sections[0]],
          meetings: [],
          rnd_mou: [],
          rnd_activities: [],
          rnd_projects: [],
          rnd_paper: [],
        }}
      />,
    );
    expect(about).not.toContain('Reading Room');
    expect(about).toContain('Nothing about this committee yet.');
  });

  it('contact cards: a department with no way to contact it is left out', () => {
    const html = renderToString(
      <ContactCards contacts={[contact('Accounts'), contact('Office', '', '', 'office@x.edu')]} />,
    );
    expect(html).not.toContain('Accounts');
    expect(html).toContain('<h2>Office</h2>');
    expect(renderToString(<ContactCards contacts={[contact('Accounts')]} />)).toContain(
      'No contacts yet.',
    );
  });

  it('meetings, certificates and checklist entries with only a title keep it as text, not as a heading', () => {
    const meetings = renderToString(
      <CommitteeMeetings meetings={[{ _id: 'm', name: 'Meeting 3', attach: '' }]} />,
    );
    const item = {
      _id: 'n',
      name: 'NAAC',
      about: '',
      image: '',
      combined: [{ _id: 'x', c_name: 'Grade sheet', c_attach: '' }],
    };
    const accreditation = renderToString(<AccreditationDetail item={item} />);
    const checklist = renderToString(
      <DocumentChecklist
        items={[{ _id: 'c', title: 'Two photographs', description: '', attachment: '' }]}
      />,
    );
    for (const [html, title] of [
      [meetings, 'Meeting 3'],
      [accreditation, 'Grade sheet'],
      [checklist, 'Two photographs'],
    ]) {
      expect(bare(html), title).toEqual([]);
      expect(html, title).toContain(`>${title}</`);
    }
    // The accreditation's own section has nothing to show; its certificates still do.
    expect(accreditation).not.toContain('accreditation-heading');
    expect(accreditation).toContain('<h2 id="certificates-heading">Certificates</h2>');
  });
});

describe('menus', () => {
  const LCID = '1'.repeat(24) as Id;
  const DETAIL = '2'.repeat(24) as Id;
  const ENTRY = '3'.repeat(24);
  /** A frame whose landing control has `landing` (toggles, lists) over an empty web profile. */
  const frameWith = (landing: Record<string, unknown>, more: Partial<Frame> = {}): Frame => ({
    ...withoutMenus({
      insId: '4'.repeat(24) as Id,
      institute: v.parse(Institute, {})!,
      profile: v.parse(WebProfile, { landing_control: { _id: LCID, ...landing } })!,
      lcid: LCID,
      iqacId: null,
    }),
    ...more,
  });
  const entry = (items: NavItem[], ...labels: string[]) =>
    labels.reduce<NavItem | undefined>(
      (item, label) => (item?.children ?? items).find((i) => i.label === label),
      undefined,
    );

  it('Special Status and Institutional Dist. open the IQAC page; their tabs are their own sections’ pages', () => {
    const tab = { _id: ENTRY, name: 'Tab' };
    const tree = v.parse(QualityTree, { ss_outer_tab_nested: [tab], indi_outer_tab_nested: [tab] });
    const items = mainMenu(
      frameWith({ tab_toggle: { iqac: true } }, { quality: { detailId: DETAIL, tree } }),
      files,
    );
    // The six quality sections are groups of one Quality menu (decision 026).
    expect(entry(items, 'Quality', 'Special Status')?.href).toBe(`/iqac/${DETAIL}`);
    expect(entry(items, 'Quality', 'Special Status', 'Tab')?.href).toBe(
      `/special/${DETAIL}/tab/${ENTRY}`,
    );
    expect(entry(items, 'Quality', 'Institutional Dist.')?.href).toBe(`/iqac/${DETAIL}`);
    expect(entry(items, 'Quality', 'Institutional Dist.', 'Tab')?.href).toBe(
      `/institutional/${DETAIL}/tab/${ENTRY}`,
    );
  });

  it('an entry whose provider id or name cannot make its path is shown without a link', () => {
    const administration_object = [
      { _id: '', leading_person_position: 'Principal' },
      { _id: '../x', leading_person_position: 'Dean' },
      { _id: ENTRY, leading_person_position: 'Registrar' },
    ];
    const departments = {
      types: [{ type: '', departments: [{ _id: 'bad', dName: 'Physics' }] }],
      independent: [],
    };
    const landing = {
      tab_toggle: { about: true, department: true },
      about_us_toggle: { administration: true },
      administration_object,
    };
    const items = mainMenu(frameWith(landing, { departments }), files);
    const administration = entry(items, 'About Us', 'Administrations')!.children!;
    expect(administration.map((a) => a.href)).toEqual([
      undefined,
      undefined,
      `/administration/${LCID}/one/${ENTRY}`,
    ]);
    expect(entry(items, 'Department', '')?.href).toBeUndefined();
    expect(entry(items, 'Department', '', 'Physics')?.href).toBeUndefined();
  });

  it('a department links with its name as ?q=, spelled as the department pages spell it', () => {
    const departments = { types: [], independent: [{ _id: ENTRY, dName: 'NSS Cell (Unit 2)' }] };
    const items = mainMenu(frameWith({ tab_toggle: { department: true } }, { departments }), files);
    const title = encodeURIComponent('NSS Cell (Unit 2)');
    expect(entry(items, 'Department', 'NSS Cell (Unit 2)')?.href).toBe(
      `/onedepartment/${ENTRY}?q=${title}`,
    );
  });
});
