/**
 * Home page (spec 2.2): the hero (the institute's name over the image carousel, Apply while an
 * application is open), Notice / Event columns, Quick Links, testimonials.
 */
import { type Context, Hono } from 'hono';
import { Suspense } from 'react';
import { Hero } from '../components/home/Hero';
import {
  ColumnsLoading,
  type HomeNews,
  NewsColumns,
  StreamedNewsColumns,
} from '../components/home/NewsColumns';
import { QuickLinks, Testimonials } from '../components/home/QuickLinks';
import type { AppEnv } from '../env';
import type { FrameCore } from '../frame/load';
import { type Day, eventDay, splitByDay } from '../lib/dates';
import { todayFor } from '../pages/browse';
import { frameForFirstByte, renderPage } from '../pages/render';
import { PAGES } from '../paths';
import { api, PAGE } from '../provider/api';
import { ok } from '../provider/client';
import { id } from '../provider/params';
import type { Event } from '../provider/schemas/event';
import { applicationOpen } from './admission';

/** Starts the home page's own reads. */
function loadHome(c: Context<AppEnv>): Promise<HomeNews> {
  const p = c.var.provider;
  const notices = api.notices(p, c.var.site.insId, PAGE.home);
  // The institute record names the event manager; waiting for the whole frame instead would put
  // the events read a wave later. A failed record fails the frame's core, which answers for it.
  const events = c.var.institute.then(
    (ins) => {
      const manager = id(ins.eventManagerDepart[0]);
      return manager ? api.events(p, manager, PAGE.home) : ok<Event[]>([]);
    },
    () => ok<Event[]>([]),
  );
  const today = todayFor(c);
  return Promise.all([notices, events]).then(([n, e]) => ({
    notices: n,
    ...(e.ok ? upcomingFirst(e.value, today) : { events: e, eventsWhen: 'none' as const }),
  }));
}

/** The home column's events: upcoming first (soonest first), then past; and which they are. */
function upcomingFirst(events: Event[], today: Day): Omit<HomeNews, 'notices'> {
  const split = splitByDay(events, (e) => eventDay(e.event_date), today);
  const dated = split.upcoming.length + split.past.length;
  return {
    events: ok([...split.upcoming, ...split.past, ...split.undated]),
    eventsWhen:
      dated === 0
        ? 'none'
        : split.upcoming.length === dated
          ? 'upcoming'
          : split.past.length === dated
            ? 'past'
            : 'both',
  };
}

export const home = new Hono<AppEnv>();

home.get(PAGES.home.pattern, async (c) => {
  const news = loadHome(c);
  // The same cached read as the New Admission page's, one round trip after the institute record.
  const applyOpen = applicationOpen(c);
  const { frame, menus } = await frameForFirstByte(c);
  // The renderer waits for them to send the page whole; only one still waiting on the provider
  // when that wait ends streams in (decision 055).
  return renderPage(
    c,
    frame,
    <HomePage frame={frame} news={news} applyOpen={applyOpen} firstByte={c.var.firstByte} />,
    { menus, nameInHero: true },
  );
});

function HomePage({
  frame,
  news,
  applyOpen,
  firstByte,
}: {
  frame: FrameCore;
  news: HomeNews | Promise<HomeNews>;
  applyOpen: boolean | Promise<boolean>;
  firstByte: { sent: boolean };
}) {
  const lc = frame.profile.landing_control;
  return (
    <div className="home">
      <Hero
        name={lc.home_header_object.ins_name || frame.institute.insName}
        pictures={lc.home_background_object.images}
        applyOpen={applyOpen}
      />
      <div className="home-columns">
        {news instanceof Promise ? (
          <Suspense fallback={<ColumnsLoading />}>
            <StreamedNewsColumns news={news} firstByte={firstByte} />
          </Suspense>
        ) : (
          <NewsColumns news={news} />
        )}
        <QuickLinks links={lc.home_opener_quick_links} />
      </div>
      <Testimonials items={frame.profile.testimonials} />
    </div>
  );
}
