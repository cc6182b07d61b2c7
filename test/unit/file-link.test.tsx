/**
 * The one file link: a viewer link or an image from a storage key, on the files host the page
 * provides; the drawer island's menu links (built URLs) come out as the same markup.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FileImage, FileLink, FilesProvider } from '../../src/components/FileLink';
import { MenuLink } from '../../src/components/frame/MenuList';

const FILES = 'https://files.test';
const onPage = (element: ReactElement) =>
  renderToString(<FilesProvider base={`${FILES}/`}>{element}</FilesProvider>);

describe('<FileLink>', () => {
  it('links the key, each segment encoded, as the viewer opener', () => {
    const key = 'sunrise/Fee "Structure" <2026>?#.pdf';
    expect(
      onPage(
        <FileLink className="button" fileKey={key}>
          View
        </FileLink>,
      ),
    ).toBe(
      `<a class="button" href="${FILES}/sunrise/Fee%20%22Structure%22%20%3C2026%3E%3F%23.pdf"` +
        ' data-file-viewer="" target="_blank" rel="noopener">View</a>',
    );
  });

  it('never leaves the files host root, and keeps only http(s) URL keys', () => {
    const href = (key: string) =>
      /href="([^"]*)"/.exec(onPage(<FileLink fileKey={key}>x</FileLink>))?.[1];
    expect(href('../../secret.pdf')).toBe(`${FILES}/secret.pdf`);
    expect(href('javascript:alert(1)')).toBe(`${FILES}/javascript%3Aalert(1)`);
    expect(href('https://cdn.test/a.pdf')).toBe('https://cdn.test/a.pdf');
  });

  it('renders its fallback (or nothing) when the key names no file', () => {
    expect(onPage(<FileLink fileKey="">x</FileLink>)).toBe('');
    const unnamed = (
      <FileLink fileKey={undefined} fallback={<span>Rules</span>}>
        Rules
      </FileLink>
    );
    expect(onPage(unnamed)).toBe('<span>Rules</span>');
  });

  it('fails loudly outside a page (no files host to link to)', () => {
    expect(() => renderToString(<FileLink fileKey="a.pdf">x</FileLink>)).toThrow(/FilesProvider/);
  });

  it('is the markup of a menu entry whose URL the server built for the drawer island', () => {
    const link = onPage(<FileLink fileKey="sunrise/a b.pdf">Rules</FileLink>);
    const item = { label: 'Rules', fileHref: `${FILES}/sunrise/a%20b.pdf` };
    expect(renderToString(<MenuLink item={item} />)).toBe(link);
  });
});

describe('<FileImage>', () => {
  it('is an image of the key, or of the fallback, or nothing', () => {
    expect(onPage(<FileImage fileKey="p/me 1.jpg" alt="Me" loading="lazy" />)).toBe(
      `<img src="${FILES}/p/me%201.jpg" alt="Me" loading="lazy"/>`,
    );
    expect(
      onPage(<FileImage fileKey="" fallback="/img/avatar.svg" alt="Photo" loading="lazy" />),
    ).toBe('<img src="/img/avatar.svg" alt="Photo" loading="lazy"/>');
    expect(onPage(<FileImage fileKey=" " alt="" />)).toBe('');
  });
});
