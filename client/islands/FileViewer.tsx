import { isImageFile, nameFromKey } from '../../src/lib/files';
import { Modal } from '../components/Modal';
import { openFile, useSignal, type ViewerTarget } from '../state';

const close = () => {
  openFile.value = null;
};

/**
 * The file viewer overlay (spec 2.1): open while `openFile` holds a file; an image when the
 * name has an image extension (spec 9), otherwise a PDF frame. Mounted on demand by client/main.ts.
 */
export default function FileViewer() {
  const target = useSignal(openFile);
  return target ? <FileDialog key={target.url} target={target} /> : null;
}

function FileDialog({ target }: { target: ViewerTarget }) {
  const title = target.title.trim() || nameFromKey(target.url) || 'Document';
  const image = isImageFile(target.url);
  return (
    <Modal
      label={title}
      opener={target.opener}
      onClose={close}
      className={image ? 'viewer viewer--image' : 'viewer viewer--pdf'}
    >
      <div className="viewer-body">
        {image ? (
          <img src={target.url} alt={title} decoding="async" />
        ) : (
          <iframe src={target.url} title={title} tabIndex={-1} />
        )}
      </div>
      <p className="viewer-actions">
        <a href={target.url} target="_blank" rel="noopener">
          Open in a new tab<span className="visually-hidden">: {title}</span>
        </a>
      </p>
    </Modal>
  );
}
