import { useRef, type ReactNode } from 'react';
import { useLayer } from './layers';

/**
 * The viewers' dialog: a dimmed backdrop (a click on it closes), a labelled modal box with a
 * close button that takes focus on open, Escape to close, Tab kept inside, and focus returned
 * to `opener` on close. Client-only (viewers are mounted by client/main.ts, never server-rendered).
 */
export function Modal({ label, opener, onClose, className, children }: { label: string; opener?: HTMLElement | null; onClose: () => void; className?: string; children: ReactNode }) {
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useLayer(dialog, true, onClose, { initialFocus: close, returnFocus: () => opener });
  return (
    <div className="modal">
      <div className="modal-backdrop" onClick={onClose} />
      <div ref={dialog} className={['modal-dialog', className].filter(Boolean).join(' ')} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        <div className="modal-bar">
          <p className="modal-title">{label}</p>
          <button ref={close} type="button" className="modal-close" onClick={onClose} aria-label="Close">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" /></svg>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
