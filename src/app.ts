/**
 * The route table: middleware order, one sub-app per site section (spec section 2), error
 * pages. No handler bodies here. Each module declares its full paths.
 */
import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import type { AppEnv } from './env';
import { splitLanguage } from './i18n/languages';
import { allowedMethods } from './middleware/allowedMethods';
import { canonicalSpelling } from './middleware/canonicalSpelling';
import { config } from './middleware/config';
import { language } from './middleware/language';
import { observe } from './middleware/observe';
import { pageCache } from './middleware/pageCache';
import { previewNoindex } from './middleware/preview';
import { requestId } from './middleware/requestId';
import { searchLimit } from './middleware/searchLimit';
import { securityHeaders } from './middleware/securityHeaders';
import { site } from './middleware/site';
import { startFrame } from './middleware/startFrame';
import { notFound, onError } from './pages/errorPages';
import { renderer } from './pages/renderer';
import { PAGES } from './paths';
import { activities } from './routes/activities';
import { admission } from './routes/admission';
import { committees } from './routes/committees';
import { contact } from './routes/contact';
import { courses } from './routes/courses';
import { departments } from './routes/departments';
import { events } from './routes/events';
import { examination } from './routes/examination';
import { galleries } from './routes/galleries';
import { home } from './routes/home';
import { images } from './routes/images';
import { institute } from './routes/institute';
import { library } from './routes/library';
import { notices } from './routes/notices';
import { people } from './routes/people';
import { purgeRoute } from './routes/purge';
import { quality } from './routes/quality';
import { research } from './routes/research';
import { searchData, searchPage } from './routes/search';
import { seo } from './routes/seo';
import { siteMap } from './routes/siteMap';
import { society } from './routes/society';
import { studentCorner } from './routes/studentCorner';
import { warmAfterPurge } from './warmup/scheduled';
import { views } from './warmup/views';

// Routes see the path without its language prefix (`/hi/notice` is `/notice`); middleware/language.ts
// makes the prefix the request's language.
export const app = new Hono<AppEnv>({ getPath: (request) => splitLanguage(getPath(request)).path });

app.use('*', language, config, requestId, observe, securityHeaders, allowedMethods); // a 405 carries the headers too
app.use('*', previewNoindex); // preview addresses: noindex on every answer (decision 073)
// Operators; not tied to an institute's host. A purge warms what it made cold with this app.
app.route(
  '/',
  purgeRoute((env, purged, requestId) => warmAfterPurge(app.fetch, env, purged, requestId)),
);
app.route('/', images); // provider pictures: a signed file key, no host lookup or provider read

app.use('*', canonicalSpelling); // one spelling per page, before any read (decision 053)
app.use('*', site);
app.use(PAGES.search.pattern, searchLimit); // before the page cache and the frame's reads
app.use(PAGES.searchJson.pattern, searchLimit);
app.use('*', views); // which institutes are hottest, for the warm-up (decision 072)
app.use('*', pageCache); // whole pages, before the frame's reads start
app.route('/', searchData); // search's JSON and OpenSearch description: none of the frame's reads
app.use('*', startFrame);
app.route('/', seo); // robots.txt, sitemap.xml
app.use('*', renderer);
app.route('/', home); // 2.2
app.route('/', admission); // 2.3
app.route('/', quality); // 2.4 IQAC, NAAC, AQAR, NIRF, special status, institutional distinctiveness
app.route('/', research); // 2.4 R&D
app.route('/', committees); // 2.5
app.route('/', examination); // 2.6
app.route('/', library); // 2.7
app.route('/', galleries); // 2.8
app.route('/', contact); // 2.9
app.route('/', studentCorner); // 2.9
app.route('/', institute); // 2.9 institute profile and faculties
app.route('/', society); // 2.9
app.route('/', people); // 2.9 administration, accreditation, governing body
app.route('/', departments); // 2.10
app.route('/', activities); // 2.10
app.route('/', notices); // 2.10
app.route('/', events); // 2.10
app.route('/', courses); // 2.10
app.route('/', searchPage); // issue 18: site search
app.route('/', siteMap); // issue 19: the HTML site map

app.notFound(notFound);
app.onError(onError);
