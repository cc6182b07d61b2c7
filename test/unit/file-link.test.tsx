/**
 * The one file link: a viewer link or an image from a storage key, on the files host the page
 * provides; the drawer island's menu links (built URLs) come out as the same markup.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FileImage, FileLink, FilesProvider } from '../../src/components/FileLink';
import { MenuLink } from '../../src/components/layout/MenuList';

const FILES = 'https://files.test';
const onPage = (element: ReactElement) =>
  renderToString(<FilesProvider files={{ base: `${FILES}/` }}>{element}</FilesProvider>);

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
  it('without a signing key is the original on the file host, or the fallback, or nothing', () => {
    expect(
      onPage(<FileImage fileKey="p/me 1.jpg" alt="Me" loading="lazy" width={48} height={48} />),
    ).toBe(`<img src="${FILES}/p/me%201.jpg" alt="Me" width="48" height="48" loading="lazy"/>`);
    expect(
      onPage(
        <FileImage
          fileKey=""
          fallback="/img/avatar.svg"
          alt="Photo"
          loading="lazy"
          width={48}
          height={48}
        />,
      ),
    ).toBe('<img src="/img/avatar.svg" alt="Photo" width="48" height="48" loading="lazy"/>');
    expect(onPage(<FileImage fileKey=" " alt="" width={48} height={48} />)).toBe('');
  });

  const signed = (element: ReactElement) =>
    renderToString(
      <FilesProvider files={{ base: FILES, sign: (key) => `sig(${key.length})` }}>
        {element}
      </FilesProvider>,
    );

  it('with one, a raster picture comes from the image route with candidates for every screen', () => {
    const html = signed(
      <FileImage
        fileKey=" p/me 1.JPG "
        alt="Me"
        width={48}
        height={48}
        sizes="48px"
        loading="lazy"
      />,
    );
    // The signature covers the canonical key (trimmed: 10 characters).
    expect(html).toBe(
      '<img src="/img/64/p/me%201.JPG?s=sig(10)" srcSet="/img/64/p/me%201.JPG?s=sig(10) 64w, ' +
        '/img/96/p/me%201.JPG?s=sig(10) 96w, /img/128/p/me%201.JPG?s=sig(10) 128w, ' +
        '/img/192/p/me%201.JPG?s=sig(10) 192w" sizes="48px" alt="Me" width="48" height="48" ' +
        'loading="lazy"/>',
    );
    // An eager picture is preloaded with the same candidates: no second connection, no guess.
    expect(
      signed(<FileImage fileKey="p/a.jpg" alt="" width={48} height={48} sizes="48px" />),
    ).toMatch(
      /^<link rel="preload" as="image" imageSrcSet="\/img\/64\/p\/a.jpg\?s=[^"]+ 64w, [^"]*" imageSizes="48px"\/>/,
    );
  });

  it('an SVG or an address stays where it is: the route never serves markup', () => {
    expect(
      signed(<FileImage fileKey="p/logo.svg" alt="" width={88} height={88} loading="lazy" />),
    ).toBe(`<img src="${FILES}/p/logo.svg" alt="" width="88" height="88" loading="lazy"/>`);
    expect(
      signed(
        <FileImage fileKey="https://x.test/a.jpg" alt="" width={88} height={88} loading="lazy" />,
      ),
    ).toBe('<img src="https://x.test/a.jpg" alt="" width="88" height="88" loading="lazy"/>');
  });

  it('a GIF and a key with no extension go through the route, which decides by their bytes', () => {
    for (const key of ['p/anim.gif', '9f0c4e2a1b3d5f7e9a0c2e4f6a8b0d1e']) {
      const html = signed(<FileImage fileKey={key} alt="" width={88} height={88} loading="lazy" />);
      expect(html, key).toMatch(/src="\/img\/\d+\//);
      expect(html, key).not.toContain(FILES);
    }
    // The viewer asks for a GIF moving; a grid's picture of it is still.
    const link = signed(<FileLink fileKey="p/anim.gif">Animation</FileLink>);
    expect(link).toMatch(/href="\/img\/1920\/p\/anim\.gif\?s=[^"]+&amp;a=1"/);
  });

  it('a content picture of unknown size fits a 4:3 box; a picture link leads to its widest variant', () => {
    const html = signed(
      <FileImage fileKey="p/poster.jpg" alt="Poster" width={960} height={540} natural />,
    );
    expect(html).toContain('width="960" height="720"');
    expect(html).toContain('class="picture-fit"');
    expect(html).toContain('sizes="(max-width: 960px) 100vw, 960px"');
    const link = signed(<FileLink fileKey="p/poster.jpg">Poster</FileLink>);
    expect(link).toContain('href="/img/1920/p/poster.jpg?s=sig(12)"');
    expect(link).toContain('data-srcset="/img/512/p/poster.jpg?s=sig(12) 512w');
  });
});
