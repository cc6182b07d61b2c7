/**
 * The peer stand-in's client app: like the provider's current frontend, a client-rendered SPA
 * that shows nothing until its data arrives. It looks the host up, then reads the institute and
 * its latest notices from the same provider API (proxied same-origin by test/bench/peer.ts),
 * and only then renders the header and the notice titles.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Notice = { _id: string; insAnnTitle: string };
type Home = { name: string; notices: Notice[] };

const api = async <T,>(path: string): Promise<T> => (await fetch(`/api/v1${path}`)).json();

async function load(): Promise<Home> {
  const host = `^https://${location.hostname.replace(/\./g, '\\.')}$`;
  const found = await api<{ all_domain: { link_up: { _id: string } } }>(
    `/admin/sub/domain/by/host?filter_by=${encodeURIComponent(host)}`,
  );
  const id = found.all_domain.link_up._id;
  const [dash, notices] = await Promise.all([
    api<{ institute: { insName: string } }>(`/ins/${id}/dash`),
    api<{ announcement: Notice[] }>(`/ins/${id}/announcemnt?page=1&limit=5`),
  ]);
  return { name: dash.institute.insName, notices: notices.announcement ?? [] };
}

function App() {
  const [home, setHome] = useState<Home | null>(null);
  useEffect(() => {
    void load().then(setHome);
  }, []);
  if (!home) return null;
  return (
    <>
      <header className="header-band">
        <p className="institute-name">{home.name}</p>
      </header>
      <main id="main">
        <section className="home-column" aria-labelledby="home-notice">
          <h2 id="home-notice">Notice</h2>
          <ul>
            {home.notices.map((n) => (
              <li key={n._id}>
                <a className="carousel-link" href={`/one/notice/${n._id}/detail`}>
                  <span className="carousel-link-title">{n.insAnnTitle}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
