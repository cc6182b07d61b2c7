import { youtubeEmbed, youtubeId } from '../../src/lib/video';
import { Modal } from '../components/Modal';
import { openVideo, viewerLabels as t, useSignal, type ViewerTarget } from '../state';

const close = () => {
  openVideo.value = null;
};

/**
 * The video viewer overlay (spec 2.1): open while `openVideo` holds a watch URL, shorts URL or
 * id; plays it in YouTube's no-cookie embedded player with autoplay. Mounted on demand by
 * client/main.ts (which opens the viewer only for links it can parse).
 */
export default function VideoViewer() {
  const target = useSignal(openVideo);
  return target ? <VideoDialog key={target.url} target={target} /> : null;
}

function VideoDialog({ target }: { target: ViewerTarget }) {
  const id = youtubeId(target.url);
  const title = target.title.trim() || t.video;
  return (
    <Modal
      label={title}
      closeLabel={t.close}
      opener={target.opener}
      onClose={close}
      className="viewer viewer--video"
    >
      <div className="viewer-body viewer-video">
        {id ? (
          <iframe
            src={youtubeEmbed(id)}
            title={title}
            tabIndex={-1}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <p>{t.cannotPlay}</p>
        )}
      </div>
      <p className="viewer-actions">
        <a
          href={id ? `https://www.youtube.com/watch?v=${id}` : target.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.youtube}
          <span className="visually-hidden">: {title}</span>
        </a>
      </p>
    </Modal>
  );
}
