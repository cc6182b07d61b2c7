import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReadMore } from '../../client/components/ReadMore';
import Carousel, { type CarouselProps } from '../../client/islands/Carousel';
import Drawer, { type DrawerProps } from '../../client/islands/Drawer';
import { emptySiteState } from '../../client/state';
import { Island } from '../../src/components/Island';
import { SiteState } from '../../src/components/SiteState';
import { messages } from '../../src/i18n/catalogue';
import { jsonForScript } from '../../src/lib/json';

/** The carousels' labels as the server sends them on an English page. */
const labels = messages('en').viewer.carousel;
/** The toggle's labels as the server passes them on an English page. */
const readMore = { more: 'Read More', less: 'Read Less' };
/** The drawer's labels as the server passes them on an English page. */
const drawerLabels: DrawerProps['labels'] = {
  close: 'Close menu',
  searchForm: 'Site, in the menu',
  searchField: 'Search this site',
  searchButton: 'Search',
  languages: 'Language',
  textSize: {
    label: 'Text size',
    smaller: 'Smaller',
    normal: 'Normal',
    larger: 'Larger',
    largest: 'Largest',
  },
};

const scriptText = (html: string, id: string) =>
  new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1];

describe('jsonForScript', () => {
  it('escapes what could end the script or break JavaScript, and round-trips', () => {
    const value = {
      t: '</script><script>alert(1)</script>',
      c: '<!-- x -->',
      a: 'a & b > c',
      l: 'line\u2028sep\u2029',
    };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
    expect(jsonForScript(undefined)).toBe('null');
  });
});

describe('<Island>', () => {
  const props: Omit<CarouselProps, 'id'> = {
    label: 'Campus photos',
    labels,
    autoplayMs: 6000,
    loop: true,
    slides: [
      {
        kind: 'image',
        src: 'https://files.test/a.jpg',
        alt: 'Front </script> gate',
        width: 1600,
        height: 600,
      },
      { kind: 'image', src: 'https://files.test/b.jpg', alt: 'Library', width: 1600, height: 600 },
      { kind: 'image', src: 'https://files.test/c.jpg', alt: 'Ground', width: 1600, height: 600 },
    ],
  };
  const html = renderToString(
    <Island component={Carousel} id="home-images" props={props} hydrate="visible" />,
  );

  it('puts the props, escaped, in a JSON script before the marker, named by its component', () => {
    const text = scriptText(html, 'home-images-props');
    expect(text).toBeDefined();
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text!)).toEqual(props);
    expect(html.indexOf('home-images-props')).toBeLessThan(html.indexOf('data-island='));
    expect(html).toMatch(
      /<div data-island="Carousel" data-island-id="home-images" data-hydrate="visible">/,
    );
  });

  it('renders the component inside the marker, with the id given once', () => {
    const marker = html.slice(html.indexOf('data-island='));
    expect(marker).toContain('aria-roledescription="carousel"');
    expect(marker).toContain('aria-controls="home-images-track"');
  });

  it("takes each island's name from the client's registry", () => {
    const drawer = renderToString(
      <Island
        component={Drawer}
        id="drawer"
        props={{ label: 'Menu', items: [], labels: drawerLabels, languages: [] }}
      />,
    );
    expect(drawer).toMatch(
      /<div data-island="Drawer" data-island-id="drawer" data-hydrate="load">/,
    );
    expect(drawer).toContain('<details class="drawer" id="drawer">');
    // @ts-expect-error: only the islands the client can load can be rendered as one
    <Island component={ReadMore} id="r" props={{ text: '', labels: readMore }} />;
  });

  it('defaults to hydrating on load', () => {
    const plain = renderToString(<Island component={Carousel} id="x" props={props} />);
    expect(plain).toContain('data-hydrate="load"');
  });
});

describe('<Carousel>', () => {
  const images = renderToString(
    <Carousel
      id="c1"
      label="Campus photos"
      labels={labels}
      autoplayMs={6000}
      loop
      slides={[
        { kind: 'image', src: '/a.jpg', alt: 'A', width: 1600, height: 600 },
        { kind: 'image', src: '/b.jpg', alt: 'B', width: 1600, height: 600 },
      ]}
    />,
  );

  it('is a labelled carousel region of labelled slides', () => {
    expect(images).toMatch(
      /<section[^>]*aria-roledescription="carousel"[^>]*aria-label="Campus photos"/,
    );
    expect(images.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(2);
    expect(images).toContain('aria-label="1 of 2"');
    expect(images).toContain('aria-label="2 of 2"');
  });

  it('has previous, next and play controls, not ready and not playing until hydrated', () => {
    expect(images).toContain('aria-label="Previous slide"');
    expect(images).toContain('aria-label="Next slide"');
    // The server cannot know the screen: the browser decides whether autoplay starts.
    expect(images).toContain('aria-label="Start automatic slide show"');
    expect(images).toContain('aria-live="polite"');
    expect(images).toContain('aria-controls="c1-track"');
    expect(images).not.toContain('data-ready');
  });

  it('loads the first image eagerly and the rest lazily, with dimensions', () => {
    const imgs = images.match(/<img[^>]*>/g)!;
    expect(imgs[0]).toContain('loading="eager"');
    expect(imgs[0]).toContain('fetchPriority="high"');
    expect(imgs[1]).toContain('loading="lazy"');
    for (const img of imgs) expect(img).toMatch(/width="1600" height="600"/);
  });

  it('renders notice and event links with their dates, vertically', () => {
    const html = renderToString(
      <Carousel
        id="n"
        label="Latest notices"
        labels={labels}
        autoplayMs={0}
        loop
        orientation="vertical"
        visibleSlides={5}
        slides={[
          { kind: 'link', href: '/one/notice/1/detail', title: 'Exam <form>', meta: '14 Mar 2026' },
        ]}
      />,
    );
    expect(html).toContain('carousel--vertical');
    expect(html).toContain('data-visible="5"');
    expect(html).toContain('href="/one/notice/1/detail"');
    expect(html).toContain('Exam &lt;form&gt;');
    expect(html).toContain('14 Mar 2026');
    // One slide: nothing to step through, so no controls.
    expect(html).not.toContain('Next slide');
  });

  it('renders testimonials with per-view counts and a default avatar', () => {
    const html = renderToString(
      <Carousel
        id="t"
        label="Testimonials"
        labels={labels}
        autoplayMs={6000}
        loop
        perView={{ mobile: 1, desktop: 3 }}
        slides={[
          {
            kind: 'testimonial',
            name: 'Asha',
            course: 'B.Sc.',
            alt: 'Photo of Asha',
            bio: 'Short bio.',
            readMore,
          },
          {
            kind: 'testimonial',
            name: 'Ravi',
            course: 'B.A.',
            image: { src: 'https://files.test/r.png' },
            alt: 'Photo of Ravi',
            bio: 'x'.repeat(250),
            readMore,
          },
        ]}
      />,
    );
    expect(html).toContain('data-per-view="1" data-per-view-desktop="3"');
    expect(html).toContain('src="/img/default-avatar.svg"');
    expect(html).toContain('src="https://files.test/r.png"');
    expect(html).toContain('alt="Photo of Asha"');
    expect(html).toContain('Read More');
  });

  it('renders nothing without slides and no autoplay button when autoplay is off', () => {
    expect(
      renderToString(
        <Carousel id="e" label="Empty" labels={labels} autoplayMs={6000} loop slides={[]} />,
      ),
    ).toBe('');
    const still = renderToString(
      <Carousel
        id="s"
        label="Still"
        labels={labels}
        autoplayMs={0}
        loop={false}
        slides={[
          { kind: 'link', href: '/a', title: 'A' },
          { kind: 'link', href: '/b', title: 'B' },
        ]}
      />,
    );
    expect(still).not.toContain('automatic slide show');
    expect(still).toMatch(/aria-label="Previous slide"[^>]*aria-disabled="true"/);
  });
});

describe('<ReadMore>', () => {
  it('shows short text whole, with no toggle', () => {
    const html = renderToString(<ReadMore text={'a'.repeat(200)} labels={readMore} />);
    expect(html).not.toContain('Read More');
    expect(html).toContain('a'.repeat(200));
  });
  it('splits long text at 200 characters behind a details toggle', () => {
    const text = `${'é'.repeat(200)}REST`;
    const html = renderToString(<ReadMore text={text} labels={readMore} />);
    expect(html).toContain(
      `${'é'.repeat(200)}<span class="read-more-ellipsis">...</span><span class="read-more-rest">REST</span>`,
    );
    expect(html).toMatch(
      /<details class="read-more-toggle"><summary>.*Read More.*Read Less.*<\/summary><\/details>/,
    );
  });
  it('says its toggle in the language the server passes', () => {
    const html = renderToString(
      <ReadMore text={'अ'.repeat(250)} labels={{ more: 'और पढ़ें', less: 'कम पढ़ें' }} />,
    );
    expect(html).toContain('और पढ़ें');
    expect(html).toContain('कम पढ़ें');
    expect(html).not.toContain('Read');
  });
});

describe('<Drawer>', () => {
  const html = renderToString(
    <Drawer
      id="drawer"
      label="Menu"
      items={[
        { label: 'Home', href: '/' },
        {
          label: 'NAAC',
          href: '/naac/1',
          children: [{ label: 'SSR', fileHref: 'https://files.test/ssr.pdf' }],
        },
        { label: 'Login', href: 'https://login.test/', external: true },
        { label: 'Alumni' },
      ]}
      labels={drawerLabels}
      languages={[
        { lang: 'en', name: 'English', href: '/', current: true },
        { lang: 'hi', name: 'हिंदी', href: '/hi/', current: false },
      ]}
    />,
  );
  it('is a details menu that works without JavaScript', () => {
    expect(html).toMatch(/^<details class="drawer" id="drawer"><summary class="drawer-toggle">/);
    expect(html).toContain('<nav aria-label="Menu">');
    expect(html).toContain('href="/"');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('drawer-close');
  });
  it('renders nested items as details and file items as viewer links', () => {
    expect(html).toMatch(/<details class="menu"><summary>NAAC<\/summary>/);
    expect(html).toMatch(/<a href="https:\/\/files.test\/ssr.pdf" data-file-viewer=""/);
    expect(html).toContain('target="_blank" rel="noopener noreferrer">Login');
  });
  it('has the language switcher and the text size links, labelled as the server says', () => {
    expect(html).toContain('<nav class="languages" aria-label="Language">');
    expect(html).toContain('<span lang="en" aria-current="true">English</span>');
    expect(html).toContain('<a href="/hi/" lang="hi" hrefLang="hi">हिंदी</a>');
    expect(html).toContain('<a href="#text-large" data-text-size="large">');
    expect(html).toContain('<a href="#text-largest" data-text-size="largest">');
    expect(html).toContain('<a href="#text-normal" data-text-size="normal" aria-current="true">');
    expect(html).toContain('<span class="visually-hidden">Larger</span>');
  });
});

describe('<SiteState>', () => {
  it('serialises the state once as escaped JSON', () => {
    const state = {
      ...emptySiteState(),
      name: 'St. Xavier </script> College',
      shortName: 'SXC',
      id: '64a1b2c3d4e5f6a7b8c9d0e1',
    };
    const html = renderToString(<SiteState state={state} />);
    const text = scriptText(html, 'site-state');
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text!)).toEqual(state);
  });
});
